/*
 * Offline stand-in for Google's gapi.iframes, for the Firebase Auth emulator only.
 *
 * Firebase's popup sign-in talks to a helper iframe through gapi.iframes, which both the SDK and
 * the emulator's iframe page load from apis.google.com. The local emulator proxy
 * (src/cli/auth-emulator.ts) serves this file instead, and the storefront loads it before the SDK,
 * so sign-in through the emulator works without internet. Served as-is: plain browser JavaScript.
 *
 * The subset implemented is what the SDK and the emulator iframe use:
 *   gapi.load('gapi.iframes', { callback }), gapi.iframes.getContext().open(params, onOpened),
 *   .getParentIframe(), iframe.register(name, handler), iframe.send(name, data, callback),
 *   iframe.ping(callback), iframe.restyle(), gapi.iframes.CROSS_ORIGIN_IFRAMES_FILTER.
 * Messages are postMessage envelopes between exactly the two windows that opened the channel.
 */
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;

  var CHANNEL = 'reluxe-gapi-iframes-shim';
  var nextCallId = 1;

  /** One end of the channel between this window and `peer`. */
  function Port(getPeer, peerOrigin) {
    var self = this;
    self.handlers = {};
    self.waitingCalls = {}; // calls that arrived before their handler was registered
    self.replies = {};
    self.outbox = []; // sent before the peer said hello
    self.ready = false;
    self.readyCallbacks = [];
    self.getPeer = getPeer;
    self.peerOrigin = peerOrigin;
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || message.channel !== CHANNEL) return;
      if (event.source !== self.getPeer()) return;
      self.receive(message);
    });
  }

  Port.prototype.post = function (message) {
    var peer = this.getPeer();
    if (!peer) return;
    message.channel = CHANNEL;
    peer.postMessage(message, this.peerOrigin);
  };

  Port.prototype.hello = function () {
    this.post({ kind: 'hello' });
  };

  Port.prototype.receive = function (message) {
    var self = this;
    if (message.kind === 'hello') {
      if (!self.ready) {
        self.ready = true;
        self.post({ kind: 'hello' }); // answer, so a peer that loaded later learns we are here
        self.outbox.splice(0).forEach(function (queued) {
          self.post(queued);
        });
        self.readyCallbacks.splice(0).forEach(function (callback) {
          callback();
        });
      }
      return;
    }
    if (message.kind === 'call') {
      if (self.handlers[message.name]) self.answer(message);
      else (self.waitingCalls[message.name] = self.waitingCalls[message.name] || []).push(message);
      return;
    }
    if (message.kind === 'reply') {
      var callback = self.replies[message.id];
      delete self.replies[message.id];
      // Like gapi, an exception in a reply callback stays inside it (the SDK's webStorageSupport
      // callback throws on purpose after answering).
      try {
        if (callback) callback(message.responses);
      } catch (error) {
        if (window.console) console.debug('gapi stand-in: reply callback threw', error);
      }
    }
  };

  Port.prototype.answer = function (message) {
    var result;
    try {
      result = this.handlers[message.name](message.data);
    } catch (error) {
      result = { status: 'ERROR', message: String(error) };
    }
    this.post({ kind: 'reply', id: message.id, responses: [result] });
  };

  Port.prototype.register = function (name, handler) {
    var self = this;
    self.handlers[name] = handler;
    (self.waitingCalls[name] || []).splice(0).forEach(function (message) {
      self.answer(message);
    });
  };

  Port.prototype.send = function (name, data, callback) {
    var id = String(nextCallId++);
    if (callback) this.replies[id] = callback;
    var message = { kind: 'call', id: id, name: name, data: data };
    if (this.ready) this.post(message);
    else this.outbox.push(message);
  };

  Port.prototype.whenReady = function (callback) {
    if (this.ready) callback();
    else this.readyCallbacks.push(callback);
  };

  /** The iframe handle the SDK works with. */
  function IframeHandle(port) {
    this.port = port;
  }
  IframeHandle.prototype.register = function (name, handler) {
    this.port.register(name, handler);
  };
  IframeHandle.prototype.send = function (name, data, callback) {
    this.port.send(name, data, callback);
  };
  IframeHandle.prototype.restyle = function () {
    return Promise.resolve();
  };
  IframeHandle.prototype.ping = function (callback) {
    var port = this.port;
    return new Promise(function (resolve) {
      port.whenReady(function () {
        if (callback) callback();
        resolve([]);
      });
    });
  };

  function applyAttributes(element, attributes) {
    Object.keys(attributes || {}).forEach(function (name) {
      var value = attributes[name];
      if (name === 'style' && typeof value === 'object') {
        Object.keys(value).forEach(function (property) {
          element.style[property] = value[property];
        });
      } else {
        element.setAttribute(name, String(value));
      }
    });
  }

  var parentHandle = null;

  var context = {
    /** Opens a helper iframe (parent side). Resolves with the handle once onOpened has settled. */
    open: function (params, onOpened) {
      var frame = document.createElement('iframe');
      applyAttributes(frame, params.attributes);
      var origin = new URL(params.url, location.href).origin;
      var port = new Port(function () {
        return frame.contentWindow;
      }, origin);
      frame.addEventListener('load', function () {
        port.hello();
      });
      frame.src = params.url;
      (params.where || document.body).appendChild(frame);
      var handle = new IframeHandle(port);
      return Promise.resolve(onOpened ? onOpened(handle) : handle).then(function () {
        return handle;
      });
    },
    /** The window that embedded this one (iframe side). */
    getParentIframe: function () {
      if (!parentHandle) {
        var parentOrigin = '*';
        try {
          if (document.referrer) parentOrigin = new URL(document.referrer).origin;
        } catch (error) {
          parentOrigin = '*';
        }
        var port = new Port(function () {
          return window.parent;
        }, parentOrigin);
        parentHandle = new IframeHandle(port);
        port.hello();
      }
      return parentHandle;
    },
  };

  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      Iframe: IframeHandle,
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  // Loader conventions of the real script: ?onload=<callback name> and window.gapi_onload.
  var script = document.currentScript;
  var onloadName = null;
  try {
    onloadName = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  } catch (error) {
    onloadName = null;
  }
  setTimeout(function () {
    if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
