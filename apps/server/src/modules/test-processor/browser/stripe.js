/* global window, document, location */
// The built-in test processor's stand-in for Stripe.js v3 (decision 049): the subset the shop uses.
// `Stripe(pk)` → elements({clientSecret} or {mode, amount, currency}), the Payment Element (an
// iframe from the processor's origin: the card is typed and posted there, never on the shop's
// page), confirmPayment (3-D Secure in a modal iframe of the processor's page) and
// retrievePaymentIntent. Plain JS, no build step.
;(function () {
  'use strict'
  var script = document.currentScript
  var ORIGIN = script && script.src ? new URL(script.src).origin : '__PROCESSOR_ORIGIN__'
  var SOURCE = 'lumen-test-processor'
  var nextId = 1

  function intentIdOf(clientSecret) {
    return String(clientSecret || '').split('_secret_')[0]
  }

  function integrationError(message) {
    return { error: { type: 'invalid_request_error', code: 'integration_error', message: message } }
  }

  function api(publishableKey, path, clientSecret) {
    var qs = new URLSearchParams({ key: publishableKey, client_secret: clientSecret })
    return fetch(ORIGIN + path + '?' + qs.toString(), { credentials: 'omit' }).then(function (res) {
      return res.json().then(function (body) {
        return { status: res.status, body: body }
      })
    })
  }

  /** Answers from the processor's frames, by request id; only from ORIGIN and the frame we made. */
  var pending = {}
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return
    var data = event.data
    if (!data || data.source !== SOURCE) return
    var handler = data.requestId && pending[data.requestId]
    if (handler && handler.frame && handler.frame.contentWindow === event.source) {
      delete pending[data.requestId]
      handler.resolve(data)
      return
    }
    var element = elementsById[data.elementId]
    if (element && element._frame && element._frame.contentWindow === event.source) element._receive(data)
  })

  function ask(frame, message) {
    return new Promise(function (resolve) {
      var requestId = 'r' + nextId++
      pending[requestId] = { frame: frame, resolve: resolve }
      message.source = SOURCE
      message.requestId = requestId
      frame.contentWindow.postMessage(message, ORIGIN)
    })
  }

  var elementsById = {}

  function normalizeLocale(locale) {
    var l = String(locale || 'auto').toLowerCase()
    if (l === 'auto') l = String(window.navigator.language || 'en').toLowerCase()
    l = l.split('-')[0]
    if (l === 'cz') return 'cs'
    if (l === 'ge') return 'de'
    return ['en', 'cs', 'sl', 'de'].indexOf(l) >= 0 ? l : 'en'
  }

  function PaymentElement(group, options) {
    this._group = group
    this._options = options || {}
    this._id = 'pe' + nextId++
    this._handlers = {}
    this._frame = null
    this._complete = false
    elementsById[this._id] = this
  }
  PaymentElement.prototype.on = function (event, handler) {
    ;(this._handlers[event] = this._handlers[event] || []).push(handler)
    return this
  }
  PaymentElement.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) {
      return h !== handler
    })
    return this
  }
  PaymentElement.prototype._emit = function (event, payload) {
    ;(this._handlers[event] || []).forEach(function (h) {
      h(payload)
    })
  }
  PaymentElement.prototype._frameUrl = function () {
    var qs = new URLSearchParams({
      id: this._id,
      parent: location.origin,
      locale: this._group._locale,
      appearance: JSON.stringify(this._group._appearance || {}),
    })
    return ORIGIN + '/elements/payment?' + qs.toString()
  }
  PaymentElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target
    if (!host) throw new Error('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.')
    if (this._frame) this.unmount()
    var frame = document.createElement('iframe')
    // Messages to the frame wait until its script listens (its 'ready').
    var markReady
    this._ready = new Promise(function (resolve) {
      markReady = resolve
    })
    this._markReady = markReady
    frame.src = this._frameUrl()
    frame.title = 'Secure payment input frame'
    frame.setAttribute('allow', 'payment')
    frame.setAttribute('frameborder', '0')
    frame.setAttribute('scrolling', 'no')
    frame.style.cssText = 'border:0;width:100%;min-width:100%;height:170px;display:block;overflow:hidden;background:transparent;color-scheme:normal'
    host.appendChild(frame)
    this._frame = frame
    this._host = host
    return this
  }
  PaymentElement.prototype._receive = function (data) {
    if (data.type === 'resize' && this._frame) this._frame.style.height = Math.ceil(data.height) + 'px'
    else if (data.type === 'ready') {
      this._markReady()
      this._emit('ready', { elementType: 'payment' })
    }
    else if (data.type === 'change') {
      this._complete = !!data.complete
      this._emit('change', { elementType: 'payment', complete: !!data.complete, empty: !!data.empty, collapsed: false, value: { type: 'card' } })
    } else if (data.type === 'focus' || data.type === 'blur') this._emit(data.type, { elementType: 'payment' })
  }
  PaymentElement.prototype.update = function (options) {
    for (var k in options || {}) this._options[k] = options[k]
    return this
  }
  /** Posts to the frame once it listens. */
  PaymentElement.prototype._tell = function (message) {
    var frame = this._frame
    if (!frame) return
    message.source = SOURCE
    this._ready.then(function () {
      if (frame.contentWindow) frame.contentWindow.postMessage(message, ORIGIN)
    })
  }
  /** Asks the frame once it listens; answers its reply. */
  PaymentElement.prototype._ask = function (message) {
    var frame = this._frame
    return this._ready.then(function () {
      return ask(frame, message)
    })
  }
  PaymentElement.prototype._setLocale = function (locale) {
    this._tell({ type: 'locale', locale: locale })
  }
  PaymentElement.prototype.focus = function () {
    this._tell({ type: 'focus' })
  }
  PaymentElement.prototype.unmount = function () {
    if (this._frame && this._frame.parentNode) this._frame.parentNode.removeChild(this._frame)
    this._frame = null
  }
  PaymentElement.prototype.destroy = function () {
    this.unmount()
    delete elementsById[this._id]
    if (this._group._payment === this) this._group._payment = null
  }

  function Elements(stripe, options) {
    options = options || {}
    this._stripe = stripe
    this._clientSecret = options.clientSecret || null
    this._mode = options.mode || null
    this._amount = options.amount
    this._currency = options.currency
    this._locale = normalizeLocale(options.locale)
    this._appearance = options.appearance || {}
    this._payment = null
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'payment') throw new Error('This processor offers the Payment Element only (create("payment")).')
    if (this._payment) throw new Error('Can only create one Element of type payment.')
    this._payment = new PaymentElement(this, options)
    return this._payment
  }
  Elements.prototype.getElement = function (type) {
    return type === 'payment' ? this._payment : null
  }
  Elements.prototype.update = function (options) {
    options = options || {}
    if (options.locale) {
      this._locale = normalizeLocale(options.locale)
      if (this._payment) this._payment._setLocale(this._locale)
    }
    if (options.amount !== undefined) this._amount = options.amount
    if (options.currency !== undefined) this._currency = options.currency
    if (options.appearance) this._appearance = options.appearance
    return this
  }
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({})
  }
  /** Checks the fields are complete and valid: {} or {error} (validation_error), as Stripe answers. */
  Elements.prototype.submit = function () {
    var element = this._payment
    if (!element || !element._frame) return Promise.resolve(integrationError('Mount the Payment Element before calling elements.submit().'))
    return element._ask({ type: 'submit' }).then(function (answer) {
      return answer.error ? { error: answer.error } : {}
    })
  }

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options)
    if (!publishableKey || String(publishableKey).indexOf('pk_') !== 0) throw new Error('Invalid publishable key: ' + publishableKey)
    this._key = publishableKey
    this._locale = normalizeLocale(options && options.locale)
  }
  Stripe.prototype._registerWrapper = function () {}
  Stripe.prototype.elements = function (options) {
    var opts = options || {}
    if (!opts.locale) opts.locale = this._locale
    return new Elements(this, opts)
  }
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    return api(this._key, '/v1/payment_intents/' + encodeURIComponent(intentIdOf(clientSecret)), clientSecret).then(function (res) {
      return res.status === 200 ? { paymentIntent: res.body } : { error: res.body.error }
    })
  }

  /** The processor's 3-D Secure page in a modal over the shop's page, like Stripe's; resolves when answered. */
  function challenge(url, locale) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div')
      overlay.setAttribute('data-test-processor', '3ds')
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(17,24,39,.55);display:flex;align-items:center;justify-content:center;padding:16px'
      var frame = document.createElement('iframe')
      var u = new URL(url)
      u.searchParams.set('embedded', '1')
      u.searchParams.set('parent', location.origin)
      u.searchParams.set('locale', locale)
      frame.src = u.toString()
      frame.title = '3-D Secure'
      frame.style.cssText = 'border:0;border-radius:12px;background:#fff;width:100%;max-width:420px;height:min(440px,calc(100vh - 32px));box-shadow:0 20px 50px rgba(0,0,0,.3)'
      overlay.appendChild(frame)
      document.body.appendChild(overlay)
      function onMessage(event) {
        if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return
        var data = event.data
        if (!data || data.source !== SOURCE || data.type !== '3ds-done') return
        window.removeEventListener('message', onMessage)
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay)
        resolve()
      }
      window.addEventListener('message', onMessage)
    })
  }

  var PAID = { succeeded: true, requires_capture: true, processing: true }

  function returnTo(returnUrl, intent) {
    var u = new URL(returnUrl, location.href)
    u.searchParams.set('payment_intent', intent.id)
    u.searchParams.set('payment_intent_client_secret', intent.client_secret)
    u.searchParams.set('redirect_status', PAID[intent.status] ? 'succeeded' : 'failed')
    location.assign(u.toString())
    return new Promise(function () {})
  }

  /**
   * Confirms with the card typed in the element: the element's frame posts it to the processor.
   * {paymentIntent} or {error}; redirect 'always' (Stripe's default) goes to return_url instead.
   */
  Stripe.prototype.confirmPayment = function (options) {
    var retrieve = this.retrievePaymentIntent.bind(this)
    options = options || {}
    var elements = options.elements
    if (!elements || !elements._payment || !elements._payment._frame) return Promise.resolve(integrationError('confirmPayment needs the mounted Payment Element (elements).'))
    var clientSecret = options.clientSecret || elements._clientSecret
    if (!clientSecret) return Promise.resolve(integrationError('confirmPayment needs a clientSecret (elements({clientSecret}) or confirmPayment({clientSecret})).'))
    var params = options.confirmParams || {}
    var redirect = options.redirect || 'always'
    if (redirect === 'always' && !params.return_url) return Promise.resolve(integrationError('confirmParams.return_url is required when redirect is "always".'))
    var element = elements._payment
    return element
      ._ask({ type: 'submit' })
      .then(function (checked) {
        if (checked.error) return { error: checked.error }
        return element._ask({ type: 'confirm', intentId: intentIdOf(clientSecret), clientSecret: clientSecret, returnUrl: params.return_url || '' }).then(function (answer) {
          if (answer.status !== 200) return { error: answer.body && answer.body.error ? answer.body.error : { type: 'api_error', message: 'The payment processor did not answer.' } }
          return answer.body
        })
      })
      .then(function (result) {
        if (result.error) return result
        var intent = result
        if (intent.status !== 'requires_action') return intent
        return challenge(intent.next_action.redirect_to_url.url, elements._locale).then(function () {
          return retrieve(clientSecret).then(function (r) {
            return r.error ? r : r.paymentIntent
          })
        })
      })
      .then(function (result) {
        if (result.error) return result
        var intent = result
        if (!PAID[intent.status]) {
          var last = intent.last_payment_error || { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' }
          return { error: { type: last.type || 'card_error', code: last.code, decline_code: last.decline_code, message: last.message, payment_intent: intent } }
        }
        if (redirect === 'always') return returnTo(params.return_url, intent)
        return { paymentIntent: intent }
      })
  }

  window.Stripe = Stripe
  window.Stripe.version = 3
})()
