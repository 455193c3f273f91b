/*
 * Demo stand-in for a third-party chat: it takes a moment to get ready (as a real embed does while
 * it opens its connection), then draws a launcher in `.colophon-chat`; its panel opens with the
 * initial message the page set. Page API: window.DemoChat.isReady(), .setInitialMessage(text).
 * Blocked until "functional" is allowed, like the real chat.
 */
(function () {
  var ready = false;
  var message = 'Hi! How can we help?';
  var root = document.querySelector('.colophon-chat') || document.body;
  var launcher = document.createElement('button');
  var panel = document.createElement('div');
  function draw() {
    panel.querySelector('p').textContent = message;
  }
  launcher.type = 'button';
  launcher.className = 'demo-chat__launcher';
  launcher.textContent = 'Chat with us';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-controls', 'demo-chat-panel');
  panel.id = 'demo-chat-panel';
  panel.className = 'demo-chat__panel';
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Chat');
  panel.hidden = true;
  panel.innerHTML = '<p></p><label>Your message <input type="text"></label>';
  launcher.addEventListener('click', function () {
    panel.hidden = !panel.hidden;
    launcher.setAttribute('aria-expanded', String(!panel.hidden));
  });
  window.DemoChat = {
    isReady: function () {
      return ready;
    },
    setInitialMessage: function (text) {
      message = String(text);
      window.colophonDemo.chatMessage = message;
      draw();
    },
  };
  setTimeout(function () {
    root.append(panel, launcher);
    draw();
    ready = true;
  }, 1200);
})();
