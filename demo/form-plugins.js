/*
 * Demo stand-ins for the front ends of five form plugins, each doing what that plugin does in the
 * page when a form is sent (its markup is printed by demo/tracking.php): Contact Form 7,
 * Mailchimp for WP, Jetpack's Mailchimp block, MailPoet and Ninja Forms. Each "sends" in the
 * background (300 ms), and refuses an invalid email or one containing "fail" (a server error), the
 * way the plugin shows it. None of this is Colophon: Colophon's tracking listens to what they do.
 * Also: a plain form that came back with ?sent=<form id> shows its thank-you note.
 */
(function () {
  var SEND_MS = 300;
  var valid = function (form) {
    var email = form.querySelector('input[type="email"]');
    return !email || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value.trim());
  };
  var fails = function (form) {
    var email = form.querySelector('input[type="email"]');
    return !!email && /fail/i.test(email.value);
  };
  var show = function (el, on) {
    if (el) el.style.display = on ? 'block' : 'none';
  };
  var later = function (fn) {
    setTimeout(fn, SEND_MS);
  };
  var fire = function (target, name, detail) {
    target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: detail }));
  };

  // Contact Form 7: events on the .wpcf7 wrapper; a form being sent ignores a second submit.
  document.querySelectorAll('.wpcf7 form').forEach(function (form) {
    var wrap = form.closest('.wpcf7');
    var output = form.querySelector('.wpcf7-response-output');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (form.classList.contains('submitting')) return;
      if (!valid(form)) {
        output.textContent = 'One or more fields have an error. Please check and try again.';
        fire(wrap, 'wpcf7invalid', { contactFormId: 1 });
        return;
      }
      form.classList.add('submitting');
      later(function () {
        form.classList.remove('submitting');
        fire(wrap, 'wpcf7submit', { contactFormId: 1 });
        if (fails(form)) {
          output.textContent = 'There was an error trying to send your message. Please try again later.';
          fire(wrap, 'wpcf7mailfailed', { contactFormId: 1 });
          return;
        }
        output.textContent = 'Thank you for your message. It has been sent.';
        fire(wrap, 'wpcf7mailsent', { contactFormId: 1 });
        form.reset();
      });
    });
  });

  // Mailchimp for WP: the answer is a notice in .mc4wp-response (a success or an error).
  document.querySelectorAll('form.mc4wp-form').forEach(function (form) {
    var response = form.querySelector('.mc4wp-response');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      later(function () {
        var ok = valid(form) && !fails(form);
        response.innerHTML = ok
          ? '<div class="mc4wp-alert mc4wp-success" role="alert"><p>Thank you, your sign-up request was successful! Please check your email inbox to confirm.</p></div>'
          : '<div class="mc4wp-alert mc4wp-error" role="alert"><p>Oops. Something went wrong. Please try again later.</p></div>';
      });
    });
  });

  // Jetpack Mailchimp block: notifications shown with the is-visible class.
  document.querySelectorAll('.wp-block-jetpack-mailchimp form').forEach(function (form) {
    var note = function (kind) {
      return form.parentNode.querySelector('.wp-block-jetpack-mailchimp_' + kind);
    };
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      ['success', 'error'].forEach(function (k) {
        note(k).classList.remove('is-visible');
      });
      note('processing').classList.add('is-visible');
      later(function () {
        note('processing').classList.remove('is-visible');
        note(valid(form) && !fails(form) ? 'success' : 'error').classList.add('is-visible');
      });
    });
  });

  // MailPoet: the success or error paragraph is shown (inline display).
  document.querySelectorAll('.mailpoet_form form').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      later(function () {
        var ok = valid(form) && !fails(form);
        show(form.querySelector('.mailpoet_validate_success'), ok);
        show(form.querySelector('.mailpoet_validate_error'), !ok);
      });
    });
  });

  // Ninja Forms: its scripts talk over a radio channel (nfRadio); the answer is 'submit:response'.
  var channels = {};
  window.nfRadio = {
    channel: function (name) {
      var listeners = (channels[name] = channels[name] || {});
      return {
        on: function (event, callback) {
          (listeners[event] = listeners[event] || []).push(callback);
        },
        off: function (event, callback) {
          listeners[event] = (listeners[event] || []).filter(function (c) {
            return c !== callback;
          });
        },
        trigger: function (event) {
          var args = Array.prototype.slice.call(arguments, 1);
          (listeners[event] || []).forEach(function (callback) {
            callback.apply(null, args);
          });
        },
      };
    },
  };
  document.querySelectorAll('.nf-form-cont').forEach(function (holder) {
    var id = holder.id.replace(/^nf-form-|-cont$/g, '');
    var form = holder.querySelector('form');
    var output = holder.querySelector('.nf-response-msg');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      later(function () {
        var ok = valid(form) && !fails(form);
        var response = { data: { form_id: id }, errors: ok ? [] : { fields: { email: 'Please enter a valid email address.' } } };
        output.textContent = ok ? 'Your form has been successfully submitted.' : 'Please correct errors before submitting this form.';
        window.nfRadio.channel('forms').trigger('submit:response', response, 'success', null, id);
      });
    });
  });

  // A plain form that posted and came back: its thank-you note.
  var sent = new URLSearchParams(location.search).get('sent');
  var note = sent && /^[\w-]+$/.test(sent) ? document.getElementById(sent + '-thanks') : null;
  if (note) note.hidden = false;
})();
