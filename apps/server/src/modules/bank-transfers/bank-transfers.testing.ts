/** A camt.053.001.02 statement with these entries (credits unless `credit: false`), as a Czech or German bank exports one. */
export const camt053 = (entries: Array<{ amount: string; ccy: string; credit?: boolean; ref?: string; ustrd?: string; e2e?: string; payer?: string; acctRef?: string }>) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-12-01T08:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>1</Id>
      ${entries
        .map(
          (e) => `<Ntry>
        <Amt Ccy="${e.ccy}">${e.amount}</Amt>
        <CdtDbtInd>${e.credit === false ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt>
        ${e.acctRef ? `<AcctSvcrRef>${e.acctRef}</AcctSvcrRef>` : ''}
        <NtryDtls><TxDtls>
          <Refs>${e.e2e ? `<EndToEndId>${e.e2e}</EndToEndId>` : ''}</Refs>
          <RltdPties><Dbtr><Nm>${e.payer ?? 'Jana Nováková'}</Nm></Dbtr></RltdPties>
          <RmtInf>${e.ref ? `<Strd><CdtrRefInf><Ref>${e.ref}</Ref></CdtrRefInf></Strd>` : ''}${e.ustrd ? `<Ustrd>${e.ustrd}</Ustrd>` : ''}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
        )
        .join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`
