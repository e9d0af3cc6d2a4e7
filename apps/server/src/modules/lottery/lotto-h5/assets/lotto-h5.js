/* global document, window */
/**
 * Keeps the server-rendered lottery page live (CSP: no inline scripts, so this is a file).
 * It counts against the server's clock (x-server-time on every answer), re-reads the open draws
 * as the web app does (§2.9: after the smallest remaining time of the first 4, at most 30000 ms,
 * 1000 ms when that is 0 or less) and, once a draw is due, the results until its result is there.
 */
(function () {
  'use strict';
  var POLL_CAP_MS = 30000;
  var POLL_FALLBACK_MS = 1000;
  var POLL_DRAWS = 4;
  var RESULT_RETRY_MS = 1000;
  var RESULT_RETRIES = 15;
  var TICK_MS = 250;

  var body = document.body;
  var gameCode = body.getAttribute('data-game-code');
  if (!gameCode) return;
  var query = new URLSearchParams(window.location.search);
  var merchant = query.get('merchant') || body.getAttribute('data-merchant') || '';
  var prizeMode = query.get('prize_mode') || body.getAttribute('data-prize-mode') || 'SEA';
  var timeZone = body.getAttribute('data-time-zone') || 'UTC';
  var language = body.getAttribute('data-language') || 'th';

  var numeroEl = document.querySelector('[data-testid="lh5-numero"]');
  var countdownEl = document.querySelector('[data-testid="lh5-countdown"]');
  var drawTimeEl = document.querySelector('[data-testid="lh5-draw-time"]');
  var resultsEl = document.querySelector('[data-testid="lh5-results"]');
  var emptyEl = document.querySelector('.lh5-empty');

  var state = {
    numero: numeroEl ? numeroEl.textContent : '',
    drawTime: Number(countdownEl.getAttribute('data-draw-time')),
    lockTime: Number(countdownEl.getAttribute('data-lock-time')),
    isSale: countdownEl.getAttribute('data-sale') === 'true',
  };
  // Until an answer says otherwise the phone's clock is all there is.
  var offsetMs = 0;
  var pollTimer = null;
  var resultTimer = null;

  function serverNow() {
    return Date.now() + offsetMs;
  }

  function noteServerTime(response) {
    var at = Number(response.headers.get('x-server-time'));
    if (at > 0) offsetMs = at - Date.now();
  }

  function headers() {
    var h = { Accept: 'application/json', Language: language };
    if (merchant) h.Merchant = merchant;
    return h;
  }

  function call(path) {
    return fetch(path, { headers: headers(), cache: 'no-store' }).then(function (response) {
      noteServerTime(response);
      return response.json().then(function (data) {
        if (!response.ok || !data || !data.success) throw new Error('call failed: ' + path);
        return data.value;
      });
    });
  }

  function two(n) {
    return String(n).padStart(2, '0');
  }

  function countdownText() {
    var untilDraw = state.drawTime - serverNow();
    if (!state.isSale || untilDraw <= 0) return '--:--:--';
    var s = Math.max(0, Math.ceil(untilDraw / 1000 - state.lockTime));
    return two(Math.floor(s / 3600)) + ':' + two(Math.floor((s % 3600) / 60)) + ':' + two(s % 60);
  }

  var dateFormat = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  function formatDateTime(ms) {
    var p = {};
    dateFormat.formatToParts(new Date(ms)).forEach(function (part) {
      p[part.type] = part.value;
    });
    return p.day + '/' + p.month + '/' + p.year + ' ' + p.hour + ':' + p.minute;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function renderResults(list) {
    var items = list.map(function (r) {
      var li = el('li', 'lh5-result');
      li.setAttribute('data-numero', r.numero);
      li.appendChild(el('span', 'lh5-result__numero', r.numero));
      var balls = el('span', 'lh5-balls');
      r.numbers.forEach(function (n) {
        balls.appendChild(el('span', 'lh5-ball', n));
      });
      li.appendChild(balls);
      li.appendChild(el('time', 'lh5-result__time', formatDateTime(r.drawTime)));
      return li;
    });
    resultsEl.replaceChildren.apply(resultsEl, items);
    if (emptyEl) emptyEl.hidden = list.length > 0;
  }

  function loadResults(waitFor, triesLeft) {
    clearTimeout(resultTimer);
    return call('/lotto/lgw/games/results?gameCode=' + encodeURIComponent(gameCode) + '&count=10')
      .then(function (value) {
        renderResults(value.list);
        var has = value.list.some(function (r) {
          return r.numero === waitFor;
        });
        if (waitFor && !has && triesLeft > 0) {
          resultTimer = setTimeout(function () {
            loadResults(waitFor, triesLeft - 1);
          }, RESULT_RETRY_MS);
        }
      })
      .catch(function () {
        if (triesLeft > 0) {
          resultTimer = setTimeout(function () {
            loadResults(waitFor, triesLeft - 1);
          }, RESULT_RETRY_MS);
        }
      });
  }

  function pollDelay(draws) {
    var first = draws.slice(0, POLL_DRAWS);
    if (first.length === 0) return POLL_CAP_MS;
    var smallest = Math.min.apply(
      null,
      first.map(function (d) {
        return d.remainTime;
      }),
    );
    if (smallest <= 0) return POLL_FALLBACK_MS;
    return Math.min(smallest * 1000, POLL_CAP_MS);
  }

  function schedulePoll(delay) {
    clearTimeout(pollTimer);
    pollTimer = setTimeout(poll, delay);
  }

  function poll() {
    call('/lotto/lgw/games/opened/numero?prizeMode=' + encodeURIComponent(prizeMode))
      .then(function (draws) {
        var mine = draws.find(function (d) {
          return d.gameCode === gameCode;
        });
        if (mine) {
          var previous = state.numero;
          var previousDrawTime = state.drawTime;
          state = {
            numero: mine.numero,
            drawTime: mine.drawTime,
            lockTime: mine.lockTime,
            isSale: mine.isSale,
          };
          numeroEl.textContent = mine.numero;
          drawTimeEl.textContent = formatDateTime(mine.drawTime);
          if (previous && previous !== mine.numero) {
            // The draw locked and gave way to the next; its result comes at its draw time.
            clearTimeout(resultTimer);
            resultTimer = setTimeout(
              function () {
                loadResults(previous, RESULT_RETRIES);
              },
              Math.max(0, previousDrawTime - serverNow()),
            );
          }
        }
        tick();
        schedulePoll(pollDelay(draws));
      })
      .catch(function () {
        schedulePoll(POLL_FALLBACK_MS);
      });
  }

  var lockPolledFor = null;
  function tick() {
    countdownEl.textContent = countdownText();
    // At the lock the open draw becomes the next one: read it now rather than at the next poll.
    var untilLock = state.drawTime - serverNow() - state.lockTime * 1000;
    if (state.isSale && untilLock <= 0 && lockPolledFor !== state.numero) {
      lockPolledFor = state.numero;
      poll();
    }
  }

  setInterval(tick, TICK_MS);
  poll();
  loadResults(null, 0);
})();
