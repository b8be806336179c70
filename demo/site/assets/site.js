// Demo host chrome: the language switch keeps the current widget route, with its locale segment swapped.
(function () {
  function update() {
    var link = document.querySelector('.site-lang');
    if (!link) return;
    var other = link.getAttribute('hreflang');
    var hash = location.hash.replace(/^#\/(en|fr)(?=\/|$)/, '#/' + other);
    link.setAttribute('href', link.getAttribute('href').split('#')[0] + hash);
  }
  // The widgets move between screens with the History API (their 'mi-route-change' event), which fires no
  // 'hashchange'; Back and Forward fire 'popstate'. And once more as the link is used, whatever happened since.
  ['hashchange', 'popstate', 'mi-route-change'].forEach(function (type) {
    window.addEventListener(type, update);
  });
  document.addEventListener('DOMContentLoaded', function () {
    update();
    var link = document.querySelector('.site-lang');
    if (link) ['pointerdown', 'focus', 'click'].forEach(function (type) {
      link.addEventListener(type, update);
    });
  });
})();
