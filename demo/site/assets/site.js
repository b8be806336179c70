// Demo host chrome: the language switch keeps the current widget route, with its locale segment swapped.
(function () {
  function update() {
    var link = document.querySelector('.site-lang');
    if (!link) return;
    var other = link.getAttribute('hreflang');
    var hash = location.hash.replace(/^#\/(en|fr)(?=\/|$)/, '#/' + other);
    link.setAttribute('href', link.getAttribute('href').split('#')[0] + hash);
  }
  window.addEventListener('hashchange', update);
  document.addEventListener('DOMContentLoaded', update);
})();
