/* global window, document, ResizeObserver */
// The Payment Element's card fields, inside the processor's own frame (decision 049). The card is
// read here and posted only to this origin's confirm endpoint; the shop's page gets back the
// processor's answer, never the number or CVC. Messages are accepted only from the parent page
// that opened the frame (its origin is in the frame's address) and sent only to it.
;(function () {
  'use strict'
  var SOURCE = 'lumen-test-processor'
  var params = new URLSearchParams(window.location.search)
  var elementId = params.get('id') || ''
  var parentOrigin = params.get('parent') || ''
  var CONFIG = JSON.parse(document.getElementById('config').textContent)
  var TEXT = CONFIG.texts
  var locale = TEXT[params.get('locale')] ? params.get('locale') : 'en'
  var form = document.getElementById('card')
  var fields = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
  }
  var touched = { number: false, expiry: false, cvc: false }

  try {
    var appearance = JSON.parse(params.get('appearance') || '{}')
    var v = appearance.variables || {}
    var root = document.documentElement.style
    if (v.colorPrimary) root.setProperty('--primary', v.colorPrimary)
    if (v.colorText) root.setProperty('--text', v.colorText)
    if (v.colorDanger) root.setProperty('--danger', v.colorDanger)
    if (v.colorBackground) root.setProperty('--background', v.colorBackground)
    if (v.borderRadius) root.setProperty('--radius', v.borderRadius)
    if (v.fontFamily) root.setProperty('--font', v.fontFamily)
  } catch (e) {}

  function send(message) {
    if (!parentOrigin) return
    message.source = SOURCE
    message.elementId = elementId
    window.parent.postMessage(message, parentOrigin)
  }

  function digits(s) {
    return String(s || '').replace(/\D/g, '')
  }
  function luhn(d) {
    var sum = 0
    for (var i = 0; i < d.length; i++) {
      var n = Number(d[d.length - 1 - i])
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2
      sum += n
    }
    return d.length > 0 && sum % 10 === 0
  }
  function expiryOf(value) {
    var d = digits(value)
    if (d.length !== 4 && d.length !== 6) return null
    return { month: Number(d.slice(0, 2)), year: d.length === 4 ? 2000 + Number(d.slice(2)) : Number(d.slice(2)) }
  }

  /** The code of what is wrong with each field, or null. */
  function problems() {
    var number = digits(fields.number.value)
    var exp = expiryOf(fields.expiry.value)
    var now = new Date()
    var cvc = digits(fields.cvc.value)
    return {
      number: number.length < 12 ? 'incomplete_number' : number.length > 19 || !luhn(number) ? 'invalid_number' : null,
      expiry: !exp
        ? 'incomplete_expiry'
        : exp.month < 1 || exp.month > 12
          ? 'invalid_expiry_month'
          : exp.year < now.getFullYear() || (exp.year === now.getFullYear() && exp.month < now.getMonth() + 1)
            ? 'invalid_expiry_year_past'
            : null,
      cvc: cvc.length < 3 ? 'incomplete_cvc' : null,
    }
  }

  function show(name, code) {
    var input = fields[name]
    var error = document.getElementById(name + '-error')
    input.setAttribute('aria-invalid', code ? 'true' : 'false')
    error.textContent = code ? TEXT[locale].errors[code] : ''
  }

  function render(all) {
    var p = problems()
    for (var name in fields) show(name, all || touched[name] ? p[name] : null)
    return p
  }

  function emitChange() {
    var p = problems()
    var empty = !fields.number.value && !fields.expiry.value && !fields.cvc.value
    send({ type: 'change', complete: !p.number && !p.expiry && !p.cvc, empty: empty })
  }

  function applyLocale(next) {
    if (!TEXT[next]) return
    locale = next
    document.documentElement.lang = next
    var t = TEXT[locale]
    document.getElementById('number-label').textContent = t.number
    document.getElementById('expiry-label').textContent = t.expiry
    document.getElementById('cvc-label').textContent = t.cvc
    fields.expiry.placeholder = t.expiryPlaceholder
    render(false)
  }

  fields.number.addEventListener('input', function () {
    var d = digits(fields.number.value).slice(0, 19)
    fields.number.value = d.replace(/(\d{4})(?=\d)/g, '$1 ')
    emitChange()
    if (touched.number) render(false)
  })
  fields.expiry.addEventListener('input', function (event) {
    var d = digits(fields.expiry.value).slice(0, 4)
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0
    fields.expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + ' / ' + d.slice(2) : d
    emitChange()
    if (touched.expiry) render(false)
  })
  fields.cvc.addEventListener('input', function () {
    fields.cvc.value = digits(fields.cvc.value).slice(0, 4)
    emitChange()
    if (touched.cvc) render(false)
  })
  Object.keys(fields).forEach(function (name) {
    fields[name].addEventListener('blur', function () {
      touched[name] = true
      render(false)
      send({ type: 'blur' })
    })
    fields[name].addEventListener('focus', function () {
      send({ type: 'focus' })
    })
  })
  form.addEventListener('submit', function (event) {
    event.preventDefault()
  })

  function validate() {
    touched = { number: true, expiry: true, cvc: true }
    var p = render(true)
    var first = p.number ? 'number' : p.expiry ? 'expiry' : p.cvc ? 'cvc' : null
    if (!first) return null
    fields[first].focus()
    return { type: 'validation_error', code: p[first], message: TEXT[locale].errors[p[first]] }
  }

  function confirm(message) {
    var exp = expiryOf(fields.expiry.value)
    var body = new URLSearchParams({
      key: CONFIG.publishableKey,
      client_secret: message.clientSecret,
      return_url: message.returnUrl || '',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': digits(fields.number.value),
      'payment_method_data[card][exp_month]': String(exp ? exp.month : ''),
      'payment_method_data[card][exp_year]': String(exp ? exp.year : ''),
      'payment_method_data[card][cvc]': digits(fields.cvc.value),
    })
    return fetch('/v1/payment_intents/' + encodeURIComponent(message.intentId) + '/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      credentials: 'omit',
    })
      .then(function (res) {
        return res.json().then(function (json) {
          return { status: res.status, body: json }
        })
      })
      .catch(function () {
        return { status: 503, body: { error: { type: 'api_error', code: 'processor_unreachable', message: 'The payment processor could not be reached.' } } }
      })
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    var data = event.data
    if (!data || data.source !== SOURCE) return
    if (data.type === 'submit') {
      var error = validate()
      send({ type: 'submit-result', requestId: data.requestId, error: error })
    } else if (data.type === 'confirm') {
      confirm(data).then(function (answer) {
        send({ type: 'confirm-result', requestId: data.requestId, status: answer.status, body: answer.body })
      })
    } else if (data.type === 'locale') applyLocale(data.locale)
    else if (data.type === 'focus') fields.number.focus()
  })

  var box = document.getElementById('card')
  new ResizeObserver(function () {
    send({ type: 'resize', height: box.getBoundingClientRect().height + 4 })
  }).observe(box)
  applyLocale(locale)
  send({ type: 'ready' })
})()
