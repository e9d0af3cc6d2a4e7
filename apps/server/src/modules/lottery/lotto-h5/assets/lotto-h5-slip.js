/* global document, window */
/**
 * The bet slip of the lotto-h5 page. The page's own session cookie authenticates its
 * calls under /m/lotto-h5/lgw/…; money is counted in BigInt units of 10^-4, never floats. One
 * Idempotency-Key per slip: a retry of the same slip (a double tap, a lost answer) places it once.
 */
(function () {
  'use strict';
  var configEl = document.getElementById('lh5-slip-config');
  if (!configEl) return;
  var config = JSON.parse(configEl.textContent);
  var t = config.texts;
  var API = '/m/lotto-h5/lgw';
  var SCALE = 10000n;
  var query = new URLSearchParams(window.location.search);
  var merchant = query.get('merchant') || document.body.getAttribute('data-merchant') || '';
  var language = document.body.getAttribute('data-language') || 'th';

  var numbersEl = document.getElementById('lh5-numbers');
  var numbersLabel = document.getElementById('lh5-numbers-label');
  var stakeEl = document.getElementById('lh5-stake');
  var stakeErrorEl = document.getElementById('lh5-stake-error');
  var drawsEl = document.getElementById('lh5-draws');
  var betsEl = document.querySelector('[data-testid="lh5-slip-bets"]');
  var unitsEl = document.querySelector('[data-testid="lh5-units"]');
  var totalEl = document.querySelector('[data-testid="lh5-total"]');
  var winEl = document.querySelector('[data-testid="lh5-possible-win"]');
  var messageEl = document.querySelector('[data-testid="lh5-slip-message"]');
  var balanceEl = document.querySelector('[data-testid="lh5-balance"]');
  var signInEl = document.querySelector('[data-testid="lh5-sign-in"]');
  var placeEl = document.querySelector('[data-action="place"]');
  var ordersEl = document.querySelector('[data-testid="lh5-orders"]');
  var ordersEmptyEl = document.querySelector('.lh5-orders-empty');
  var numeroEl = document.querySelector('[data-testid="lh5-numero"]');

  var bets = [];
  var slipKey = null;

  function newKey() {
    if (crypto.randomUUID) return 'slip-' + crypto.randomUUID();
    return 'slip-' + Date.now() + '-' + Math.random().toString(36).slice(2);
  }

  /** Thai digits (๐-๙), which a Thai keyboard types, read as 0-9. */
  function asciiDigits(text) {
    return String(text).replace(/[\u0E50-\u0E59]/g, function (d) {
      return String(d.charCodeAt(0) - 0x0e50);
    });
  }

  /** What is wrong with the stake as typed, in the member's language, or '' when it is fine. */
  function stakeProblem(text) {
    var typed = String(text).trim();
    var m = /^(\d{1,12})(?:\.(\d+))?$/.exec(typed);
    if (m && m[2] && m[2].length > config.decimals) {
      return config.decimals === 0
        ? t.errors.stakeWhole
        : t.errors.stakeDecimals.replace('{decimals}', String(config.decimals));
    }
    var units = toUnits(typed);
    return units === null || units <= 0n ? t.errors.stake : '';
  }

  function showStakeProblem(problem) {
    stakeErrorEl.textContent = problem;
    stakeErrorEl.hidden = !problem;
    if (problem) {
      stakeEl.setAttribute('aria-invalid', 'true');
      stakeEl.setAttribute('aria-describedby', 'lh5-stake-error');
    } else {
      stakeEl.removeAttribute('aria-invalid');
      stakeEl.removeAttribute('aria-describedby');
    }
  }

  function toUnits(text) {
    var m = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(String(text).trim());
    if (!m) return null;
    return BigInt(m[1]) * SCALE + BigInt((m[2] || '').padEnd(4, '0'));
  }

  function money(units) {
    var neg = units < 0n;
    var abs = neg ? -units : units;
    var whole = abs / SCALE;
    var frac = (abs % SCALE).toString().padStart(4, '0').slice(0, config.decimals);
    var wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (neg ? '-' : '') + wholeText + (config.decimals > 0 ? '.' + frac : '');
  }

  function selectedType() {
    var checked = document.querySelector('input[name="lh5-bet-type"]:checked');
    var code = checked ? checked.value : config.betTypes[0].code;
    return config.betTypes.find(function (x) {
      return x.code === code;
    });
  }

  function permutations(n) {
    if (n.length <= 1) return [n];
    var out = {};
    for (var i = 0; i < n.length; i++) {
      permutations(n.slice(0, i) + n.slice(i + 1)).forEach(function (rest) {
        out[n.charAt(i) + rest] = true;
      });
    }
    return Object.keys(out).sort();
  }

  function unitsOf(type, numbers) {
    var seen = {};
    var list = [];
    numbers.forEach(function (n) {
      (type.expand === 'permutations' ? permutations(n) : [n]).forEach(function (u) {
        if (!seen[u]) {
          seen[u] = true;
          list.push(u);
        }
      });
    });
    return list;
  }

  function parseNumbers() {
    return numbersEl.value
      .split(/[\s,]+/)
      .map(function (s) {
        return s.trim();
      })
      .filter(Boolean);
  }

  function say(text, isError) {
    messageEl.textContent = text;
    messageEl.classList.toggle('lh5-message--error', Boolean(isError));
  }

  function drawCount() {
    var n = Math.floor(Number(drawsEl.value));
    if (!(n >= 1)) return 1;
    return Math.min(n, config.maxDraws);
  }

  function oddsUnits(odds) {
    return toUnits(odds) || 0n;
  }

  function renderSlip() {
    var draws = BigInt(drawCount());
    var units = 0;
    var perDraw = 0n;
    var win = 0n;
    var items = bets.map(function (bet, index) {
      units += bet.units.length;
      perDraw += bet.stakePerUnit * BigInt(bet.units.length);
      win += (bet.stakePerUnit * oddsUnits(bet.type.odds)) / SCALE;
      var li = document.createElement('li');
      li.className = 'lh5-slip-bet';
      var text = document.createElement('span');
      text.textContent =
        bet.type.name +
        ' · ' +
        bet.numbers.join(' ') +
        ' · ' +
        bet.units.length +
        ' × ' +
        money(bet.stakePerUnit);
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'lh5-link';
      remove.textContent = t.remove;
      remove.setAttribute(
        'aria-label',
        t.remove + ' ' + bet.type.name + ' ' + bet.numbers.join(' '),
      );
      remove.addEventListener('click', function () {
        bets.splice(index, 1);
        slipKey = null;
        renderSlip();
      });
      li.appendChild(text);
      li.appendChild(remove);
      return li;
    });
    betsEl.replaceChildren.apply(betsEl, items);
    unitsEl.textContent = String(units * Number(draws));
    totalEl.textContent = money(perDraw * draws) + ' ' + config.currency;
    winEl.textContent = money(win * draws) + ' ' + config.currency;
  }

  function addBet() {
    var type = selectedType();
    var numbers = parseNumbers();
    var shape = new RegExp('^\\d{' + type.digits + '}$');
    if (numbers.length === 0 || numbers.some((n) => !shape.test(n))) {
      say(t.errors.numbers, true);
      numbersEl.focus();
      return false;
    }
    var problem = stakeProblem(stakeEl.value);
    showStakeProblem(problem);
    if (problem) {
      stakeEl.focus();
      return false;
    }
    var stake = toUnits(stakeEl.value);
    bets.push({
      type: type,
      numbers: numbers,
      units: unitsOf(type, numbers),
      stakePerUnit: stake,
      stakeText: stakeEl.value.trim(),
    });
    numbersEl.value = '';
    slipKey = null;
    say('', false);
    renderSlip();
    return true;
  }

  function quickPick() {
    var type = selectedType();
    var digits = new Uint8Array(type.digits);
    crypto.getRandomValues(digits);
    var n = Array.from(digits, function (b) {
      return String(b % 10);
    }).join('');
    numbersEl.value = (numbersEl.value.trim() + ' ' + n).trim();
  }

  function headers(extra) {
    var h = { Accept: 'application/json', Language: language };
    if (merchant) h.Merchant = merchant;
    return Object.assign(h, extra || {});
  }

  function call(method, path, body, key) {
    var init = {
      method: method,
      headers: headers(),
      cache: 'no-store',
      credentials: 'same-origin',
    };
    if (body) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (key) init.headers['Idempotency-Key'] = key;
    return fetch(API + path, init).then(function (response) {
      return response.json().then(function (data) {
        if (!response.ok || !data || !data.success) {
          var err = new Error((data && data.message) || 'failed');
          err.status = response.status;
          err.value = data && data.value;
          throw err;
        }
        return data.value;
      });
    });
  }

  function loadBalance() {
    return call('GET', '/balance')
      .then(function (v) {
        balanceEl.textContent = money(toUnits(v.balance) || 0n) + ' ' + v.currency;
        signInEl.hidden = true;
        placeEl.disabled = false;
      })
      .catch(function (err) {
        if (err.status === 401) {
          signInEl.hidden = false;
          placeEl.disabled = true;
        }
      });
  }

  function errorText(err) {
    var value = err.value || {};
    if (value.reason && t.errors[value.reason]) return t.errors[value.reason];
    var fields = Object.keys(value.fields || {});
    if (fields.some((f) => /numbers|betType/.test(f))) return t.errors.numbers;
    if (fields.some((f) => /stakePerUnit/.test(f))) return t.errors.stake;
    return err.message || t.errors.generic;
  }

  function place() {
    if (bets.length === 0 && numbersEl.value.trim() && !addBet()) return;
    if (bets.length === 0) {
      say(t.emptySlip, true);
      return;
    }
    if (!slipKey) slipKey = newKey();
    var numero = numeroEl ? numeroEl.textContent.trim() : config.numero;
    placeEl.disabled = true;
    say(t.placing, false);
    call(
      'POST',
      '/orders',
      {
        gameCode: config.gameCode,
        numero: numero,
        draws: drawCount(),
        bets: bets.map(function (b) {
          return { betType: b.type.code, numbers: b.numbers, stakePerUnit: b.stakeText };
        }),
      },
      slipKey,
    )
      .then(function (v) {
        bets = [];
        slipKey = null;
        renderSlip();
        balanceEl.textContent = money(toUnits(v.balance) || 0n) + ' ' + config.currency;
        say(t.placed + ' #' + v.order.orderId, false);
        loadOrders();
      })
      .catch(function (err) {
        // A refused slip is a new slip once changed: a new key then.
        if (err.status && err.status < 500) slipKey = null;
        say(errorText(err), true);
      })
      .finally(function () {
        placeEl.disabled = false;
      });
  }

  function cancelDraw(order, numero, button) {
    var ids = order.subOrders
      .filter(function (s) {
        return s.numero === numero && s.status === 'open';
      })
      .map(function (s) {
        return s.subOrderId;
      });
    button.disabled = true;
    call('POST', '/orders/suborders/cancel', { orderId: order.orderId, subOrderIds: ids }, newKey())
      .then(function (v) {
        balanceEl.textContent = money(toUnits(v.balance) || 0n) + ' ' + config.currency;
        say(t.cancelled, false);
        loadOrders();
      })
      .catch(function (err) {
        button.disabled = false;
        say(errorText(err), true);
      });
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function typeName(code) {
    var type = config.betTypes.find(function (x) {
      return x.code === code;
    });
    return type ? type.name : code;
  }

  function renderOrders(list) {
    var now = Date.now();
    var items = list.map(function (order) {
      var li = el('li', 'lh5-order');
      li.setAttribute('data-order-id', String(order.orderId));
      var head = el('div', 'lh5-row');
      head.appendChild(el('span', 'lh5-order__id', '#' + order.orderId));
      // What is still in play: the stake of cancelled and refunded sub-orders is back.
      var returned = toUnits(order.returned) || 0n;
      var live = (toUnits(order.totalStake) || 0n) - returned;
      var stakeText = t.liveStake + ' ' + money(live) + ' ' + order.currency;
      if (returned > 0n) stakeText += ' · ' + t.returned + ' ' + money(returned);
      var stake = el('span', 'lh5-muted', stakeText);
      stake.setAttribute('data-testid', 'lh5-order-stake');
      head.appendChild(stake);
      li.appendChild(head);
      var byDraw = {};
      order.subOrders.forEach(function (s) {
        (byDraw[s.numero] = byDraw[s.numero] || []).push(s);
      });
      Object.keys(byDraw).forEach(function (numero) {
        var subs = byDraw[numero];
        var box = el('div', 'lh5-order__draw');
        box.setAttribute('data-numero', numero);
        box.appendChild(el('div', 'lh5-order__numero', numero));
        subs.forEach(function (s) {
          var line = el('div', 'lh5-order__line');
          line.setAttribute('data-status', s.status);
          line.appendChild(
            el(
              'span',
              '',
              typeName(s.betType) + ' · ' + s.numbers.join(' ') + ' · ' + t.odds + ' ' + s.odds,
            ),
          );
          var status = t.status[s.status] || s.status;
          if (s.status === 'won') status += ' ' + money(toUnits(s.win) || 0n);
          if (s.status === 'cancelled' || s.status === 'refunded')
            status += ' · ' + t.returned + ' ' + money(toUnits(s.stake) || 0n);
          line.appendChild(el('span', 'lh5-status lh5-status--' + s.status, status));
          box.appendChild(line);
        });
        var result = subs[0].result;
        if (result)
          box.appendChild(el('div', 'lh5-muted lh5-small', t.result + ': ' + result.join(' ')));
        var open = subs.some(function (s) {
          return s.status === 'open';
        });
        if (open && subs[0].lockAt > now) {
          var cancel = el('button', 'lh5-link', t.cancelDraw);
          cancel.type = 'button';
          cancel.setAttribute('aria-label', t.cancelDraw + ' ' + numero);
          cancel.addEventListener('click', function () {
            cancelDraw(order, numero, cancel);
          });
          box.appendChild(cancel);
        }
        li.appendChild(box);
      });
      return li;
    });
    ordersEl.replaceChildren.apply(ordersEl, items);
    ordersEmptyEl.hidden = list.length > 0;
  }

  function loadOrders() {
    return call('GET', '/orders?pageSize=10&gameCode=' + encodeURIComponent(config.gameCode))
      .then(function (v) {
        renderOrders(v.list);
      })
      .catch(function () {
        /* signed out: the slip says so */
      });
  }

  document.querySelectorAll('input[name="lh5-bet-type"]').forEach(function (radio) {
    radio.addEventListener('change', function () {
      var type = selectedType();
      numbersLabel.textContent = t.numbers[config.betTypes.indexOf(type)];
    });
  });
  document.querySelector('[data-action="quick-pick"]').addEventListener('click', quickPick);
  document.querySelector('[data-action="add-bet"]').addEventListener('click', addBet);
  document.querySelector('[data-action="refresh-orders"]').addEventListener('click', function () {
    loadOrders();
    loadBalance();
  });
  // The stake is checked as it is typed (the currency's decimals), not first at Place bet.
  stakeEl.addEventListener('input', function () {
    var ascii = asciiDigits(stakeEl.value).replace(',', '.');
    if (ascii !== stakeEl.value) stakeEl.value = ascii;
    showStakeProblem(stakeEl.value.trim() === '' ? '' : stakeProblem(stakeEl.value));
  });
  numbersEl.addEventListener('input', function () {
    var ascii = asciiDigits(numbersEl.value);
    if (ascii !== numbersEl.value) numbersEl.value = ascii;
  });
  drawsEl.addEventListener('input', function () {
    slipKey = null;
    renderSlip();
  });
  placeEl.addEventListener('click', place);
  renderSlip();
  loadBalance();
  loadOrders();
  // Orders settle at their draws: refresh now and then while the page is open.
  setInterval(function () {
    if (document.visibilityState === 'visible') {
      loadOrders();
      loadBalance();
    }
  }, 10000);
})();
