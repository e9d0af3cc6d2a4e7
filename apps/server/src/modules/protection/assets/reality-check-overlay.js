/* global document, location, window */
// Issue 34: the reality check over a running game (a page outside the app). The server counts
// the checks since the login; this asks it when the next one falls due (by the server's clock)
// and remembers in sessionStorage, under the app's own key, which it has answered.
(function () {
  'use strict';
  var host = document.getElementById('reality-overlay');
  if (!host || typeof fetch !== 'function') return;
  // In a frame of this site (the app's start-lottery screen: frame-ancestors allows no other), the
  // app shows the check over the frame itself: one dialog, not two.
  try {
    if (window.top !== window && window.top.location.origin === location.origin) return;
  } catch {
    /* another origin's frame: the check shows here */
  }
  var d = host.dataset;
  var LONGEST_TIMER_MS = 60 * 60 * 1000;
  var timer = null;
  var shown = null;
  var headers = {};
  if (d.headerName) headers[d.headerName] = d.headerValue;

  var answeredKey = function (startedAt) {
    return 'realityCheckAnswered:' + startedAt;
  };
  var answered = function (check) {
    try {
      return Number(sessionStorage.getItem(answeredKey(check.sessionStartedAt)) || '0');
    } catch {
      return 0;
    }
  };
  var remember = function (check) {
    try {
      sessionStorage.setItem(answeredKey(check.sessionStartedAt), String(check.checksDue));
    } catch {
      /* private mode: asked again on the next check only */
    }
  };
  var fill = function (text, values) {
    return text.replace(/\{(\w+)\}/g, function (all, key) {
      return key in values ? values[key] : all;
    });
  };
  var amount = function (decimal) {
    var n = Number(decimal);
    var text = new Intl.NumberFormat(document.documentElement.lang || 'en', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Math.abs(n));
    return (n < 0 ? '-' : n > 0 ? '+' : '') + text;
  };

  var button = function (label, testId, primary, onClick) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.setAttribute('data-testid', testId);
    b.style.minHeight = '44px';
    b.style.padding = '0 16px';
    b.style.borderRadius = '10px';
    b.style.font = 'inherit';
    b.style.border = primary ? '0' : '1px solid #8a93a6';
    b.style.background = primary ? '#f5c451' : 'transparent';
    b.style.color = primary ? '#14182a' : '#f1f3f8';
    b.addEventListener('click', onClick);
    return b;
  };

  function show(check) {
    if (shown) return;
    var dialog = document.createElement('dialog');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-labelledby', 'reality-overlay-title');
    dialog.setAttribute('data-testid', 'reality-check-dialog');
    // The game's own stylesheet may reset margins: the modal is centred here.
    dialog.style.margin = 'auto';
    dialog.style.boxSizing = 'border-box';
    dialog.style.maxWidth = '400px';
    dialog.style.width = 'calc(100% - 32px)';
    dialog.style.border = '0';
    dialog.style.borderRadius = '14px';
    dialog.style.padding = '20px';
    dialog.style.background = '#1c2238';
    dialog.style.color = '#f1f3f8';
    dialog.style.lineHeight = '1.6';
    var title = document.createElement('h2');
    title.id = 'reality-overlay-title';
    title.textContent = d.tTitle;
    title.style.margin = '0 0 8px';
    title.style.fontSize = '18px';
    var minutes = Math.floor(check.playedMs / 60000);
    var played = document.createElement('p');
    played.setAttribute('data-testid', 'reality-check-played');
    played.textContent = fill(d.tPlayed, {
      hours: String(Math.floor(minutes / 60)),
      minutes: String(minutes % 60).padStart(2, '0'),
    });
    var net = document.createElement('p');
    net.setAttribute('data-testid', 'reality-check-net');
    net.textContent = fill(d.tNet, { amount: amount(check.net), currency: d.currency });
    var actions = document.createElement('div');
    actions.style.display = 'flex';
    actions.style.flexWrap = 'wrap';
    actions.style.gap = '8px';
    actions.style.marginTop = '12px';
    var close = function () {
      remember(check);
      dialog.close();
      dialog.remove();
      shown = null;
    };
    actions.appendChild(button(d.tKeep, 'reality-check-keep', true, close));
    actions.appendChild(
      button(d.tHistory, 'reality-check-history', false, function () {
        close();
        location.assign(d.history);
      }),
    );
    actions.appendChild(
      button(d.tLogOut, 'reality-check-log-out', false, function () {
        remember(check);
        fetch(d.logOutUrl, { method: 'POST', headers: headers, credentials: 'same-origin' })
          .catch(function () {})
          .then(function () {
            try {
              sessionStorage.removeItem('session');
              localStorage.removeItem('session');
            } catch {
              /* nothing kept */
            }
            location.assign(d.login);
          });
      }),
    );
    dialog.appendChild(title);
    dialog.appendChild(played);
    dialog.appendChild(net);
    dialog.appendChild(actions);
    // Escape answers it as keep playing, as the app's dialog does.
    dialog.addEventListener('cancel', function (e) {
      e.preventDefault();
      close();
    });
    document.body.appendChild(dialog);
    shown = dialog;
    dialog.showModal();
  }

  function ask() {
    if (timer) clearTimeout(timer);
    timer = null;
    var sentAt = Date.now();
    fetch(d.url, { headers: headers, credentials: 'same-origin', cache: 'no-store' })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (body) {
        var check = body && body.value;
        if (!check) return;
        if (check.intervalMinutes !== null && check.checksDue > answered(check)) show(check);
        if (check.nextAt === null) return;
        var wait = check.nextAt - check.now - (Date.now() - sentAt);
        timer = setTimeout(ask, Math.min(Math.max(wait, 0) + 1000, LONGEST_TIMER_MS));
      })
      .catch(function () {
        timer = setTimeout(ask, 60 * 1000);
      });
  }

  // A phone that slept, or a tab that came back, asks again: timers do not run while hidden.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') ask();
  });
  ask();
})();
