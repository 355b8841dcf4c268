/* global window, document */
// The processor's 3-D Secure page (decision 049): "Complete" authenticates, "Fail" refuses. In the
// shop's modal it tells the page that opened it (the origin in its address, nothing else); opened
// as a whole page it goes back to the shop's return_url as Stripe does.
;(function () {
  'use strict'
  var CONFIG = JSON.parse(document.getElementById('config').textContent)
  var status = document.getElementById('status')
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-result]'))

  function finish(intent) {
    if (CONFIG.embedded && CONFIG.parent) {
      window.parent.postMessage({ source: 'lumen-test-processor', type: '3ds-done', intentId: CONFIG.intentId, status: intent && intent.status }, CONFIG.parent)
      return
    }
    if (CONFIG.returnUrl) {
      var u = new URL(CONFIG.returnUrl)
      u.searchParams.set('payment_intent', CONFIG.intentId)
      u.searchParams.set('payment_intent_client_secret', CONFIG.clientSecret)
      u.searchParams.set('redirect_status', intent && (intent.status === 'succeeded' || intent.status === 'requires_capture') ? 'succeeded' : 'failed')
      window.location.assign(u.toString())
    }
  }

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      buttons.forEach(function (b) {
        b.disabled = true
      })
      status.textContent = CONFIG.texts.working
      fetch('/3ds/' + encodeURIComponent(CONFIG.intentId) + '/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: CONFIG.clientSecret, result: button.getAttribute('data-result') }).toString(),
        credentials: 'omit',
      })
        .then(function (res) {
          return res.json()
        })
        .then(finish, function () {
          finish(null)
        })
    })
  })
  if (CONFIG.answered) finish({ status: CONFIG.answered })
})()
