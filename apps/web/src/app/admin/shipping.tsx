import { SHIPPING_METHODS, type ShippingMethodInfo, type ShippingMethodInput } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../lib/i18n-runtime'
import { notify } from '../../lib/toast'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { useSaveMethod, useSaveZone, useShippingZones } from '../../features/admin/shipping/api/shipping-api'
import { MethodForm } from '../../features/admin/shipping/components/method-form'
import { ZoneCard } from '../../features/admin/shipping/components/zone-card'
import { ZoneForm } from '../../features/admin/shipping/components/zone-form'

type Editing = { kind: 'zone'; zoneId: string | null } | { kind: 'method'; zoneId: string; method: ShippingMethodInfo | null } | null

/**
 * Shipping zones and their methods (staff area 'fulfilment', decision 031): which countries each
 * zone holds, and what the checkout offers there. Every change is audited by the server.
 */
export function Component() {
  const { t } = useTranslation('shipping')
  const zones = useShippingZones()
  const saveZone = useSaveZone()
  const saveMethod = useSaveMethod()
  const [editing, setEditing] = useState<Editing>(null)
  const [toggling, setToggling] = useState<string | null>(null)
  const list = zones.data ?? []

  const close = () => {
    saveZone.reset()
    saveMethod.reset()
    setEditing(null)
  }

  function toggle(method: ShippingMethodInfo) {
    setToggling(method.id)
    saveMethod.mutate(
      { id: method.id, patch: { active: !method.active } },
      {
        onSuccess: (m) => notify.success(t(m.active ? 'method.activated' : 'method.deactivated', { name: m.name.en })),
        onError: () => notify.error(t('error.generic')),
        onSettled: () => setToggling(null),
      },
    )
  }

  if (editing?.kind === 'zone') {
    const zone = list.find((z) => z.id === editing.zoneId)
    return (
      <AdminPage title={t('title')} intro={t('intro')}>
        <ZoneForm
          zone={zone}
          zones={list}
          busy={saveZone.isPending}
          serverError={saveZone.error}
          onCancel={close}
          onSubmit={(input) =>
            saveZone.mutate(
              { id: zone?.id, input },
              {
                onSuccess: (z) => {
                  notify.success(t(zone ? 'zone.saved' : 'zone.created', { name: z.name }))
                  close()
                },
              },
            )
          }
        />
      </AdminPage>
    )
  }

  if (editing?.kind === 'method') {
    const zone = list.find((z) => z.id === editing.zoneId)
    if (zone) {
      const used = new Set(zone.methods.map((m) => m.code))
      const submit = (input: ShippingMethodInput) => {
        const { code: _code, ...patch } = input
        saveMethod.mutate(editing.method ? { id: editing.method.id, patch } : { zoneId: zone.id, input }, {
          onSuccess: (m) => {
            notify.success(t(editing.method ? 'method.saved' : 'method.created', { name: m.name.en, zone: zone.name }))
            close()
          },
        })
      }
      return (
        <AdminPage title={t('title')} intro={t('intro')}>
          <MethodForm
            zoneName={zone.name}
            method={editing.method ?? undefined}
            freeCodes={SHIPPING_METHODS.filter((c) => !used.has(c))}
            busy={saveMethod.isPending}
            serverError={saveMethod.error}
            onSubmit={submit}
            onCancel={close}
          />
        </AdminPage>
      )
    }
  }

  return (
    <AdminPage
      title={t('title')}
      intro={t('intro')}
      actions={<Button onClick={() => setEditing({ kind: 'zone', zoneId: null })}>{t('zone.new')}</Button>}
    >
      <ListState isPending={zones.isPending} error={zones.error} empty={list.length === 0} emptyText={t('empty')} onRetry={() => zones.refetch()} />
      <div className="grid gap-5">
        {list.map((zone) => (
          <ZoneCard
            key={zone.id}
            zone={zone}
            canAddMethod={zone.methods.length < SHIPPING_METHODS.length}
            busyMethodId={toggling}
            onEditZone={() => setEditing({ kind: 'zone', zoneId: zone.id })}
            onAddMethod={() => setEditing({ kind: 'method', zoneId: zone.id, method: null })}
            onEditMethod={(method) => setEditing({ kind: 'method', zoneId: zone.id, method })}
            onToggleMethod={toggle}
          />
        ))}
      </div>
    </AdminPage>
  )
}
