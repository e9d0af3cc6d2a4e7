/* global document */
// The demo slot page's only script, served as a file so the page runs under a strict CSP.
(function () {
  'use strict';
  var game = document.getElementById('game');
  if (!game) return;
  var session = game.getAttribute('data-session');
  // The page's texts in the player's language, rendered by the server.
  var text = function (key) {
    return game.getAttribute('data-t-' + key) || '';
  };
  var language = document.documentElement.lang;
  var balance = document.getElementById('balance');
  var result = document.getElementById('result');
  var spinButton = document.getElementById('spin');
  var reels = [0, 1, 2].map(function (i) {
    return document.getElementById('reel-' + i);
  });
  var reelBox = document.querySelector('.reels');
  var bets = Array.prototype.slice.call(document.querySelectorAll('.bet'));
  var bet = bets.length ? bets[0].getAttribute('data-bet') : null;

  bets.forEach(function (button) {
    button.addEventListener('click', function () {
      bets.forEach(function (b) {
        b.classList.remove('bet--on');
        b.setAttribute('aria-pressed', 'false');
      });
      button.classList.add('bet--on');
      button.setAttribute('aria-pressed', 'true');
      bet = button.getAttribute('data-bet');
    });
  });

  // As formatDemoAmount on the server: the language's separators, the digits as they are.
  var numberFormat = new Intl.NumberFormat(language, { useGrouping: true });
  var decimalMark =
    (
      numberFormat.formatToParts(1.5).find(function (p) {
        return p.type === 'decimal';
      }) || {}
    ).value || '.';
  function amount(text) {
    var m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(text).trim());
    if (!m) return String(text);
    return (
      m[1] + numberFormat.format(BigInt(m[2])) + (m[3] === undefined ? '' : decimalMark + m[3])
    );
  }

  function show(text, kind) {
    result.textContent = text;
    result.className = 'result' + (kind ? ' result--' + kind : '');
  }

  spinButton.addEventListener('click', function () {
    if (!bet) return;
    spinButton.disabled = true;
    reelBox.classList.add('reels--spinning');
    show(text('spinning'));
    fetch('/vendor/demo/spin', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-demo-session': session,
        language: language === 'zh' ? 'cn' : language,
      },
      body: JSON.stringify({ bet: bet }),
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (data) {
        if (!data.success) {
          show(data.message || text('spinfailed'), 'error');
          return;
        }
        var v = data.value;
        v.reels.forEach(function (symbol, i) {
          reels[i].textContent = symbol;
        });
        balance.textContent = amount(v.balance);
        if (Number(v.win) > 0) show(text('win').replace('{win}', amount(v.win)), 'win');
        else show(text('nowin'));
      })
      .catch(function () {
        show(text('networkerror'), 'error');
      })
      .finally(function () {
        reelBox.classList.remove('reels--spinning');
        spinButton.disabled = false;
      });
  });
})();
