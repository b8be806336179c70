// Renders /demo/mailbox.json as text (never as HTML): every email the demo API "sent", newest first on screen.
(function () {
  var list = document.getElementById('mail-list');
  var status = document.getElementById('mail-status');
  function render(mails) {
    list.replaceChildren();
    status.textContent = mails.length === 1 ? '1 email' : mails.length + ' emails';
    mails.slice().reverse().forEach(function (mail) {
      var item = document.createElement('li');
      item.className = 'site-mail';
      var h = document.createElement('h2');
      h.textContent = mail.subject;
      var meta = document.createElement('p');
      meta.textContent = 'To: ' + mail.to + ' | ' + mail.sentAt;
      var text = document.createElement('pre');
      text.textContent = mail.text;
      item.append(h, meta, text);
      (mail.links || []).forEach(function (href) {
        // Links are absolute, as in a real email; only this demo site's own are made clickable.
        var url = new URL(href, location.href);
        if (url.origin !== location.origin) return;
        var a = document.createElement('a');
        a.href = url.href;
        a.textContent = url.href;
        a.className = 'mail-link';
        var p = document.createElement('p');
        p.append(a);
        item.append(p);
      });
      list.append(item);
    });
  }
  function refresh() {
    fetch('/demo/mailbox.json', { credentials: 'same-origin' })
      .then(function (r) { return r.json(); })
      .then(render)
      .catch(function () { status.textContent = 'Could not read the mailbox.'; });
  }
  document.getElementById('mail-refresh').addEventListener('click', refresh);
  refresh();
})();
