/* Demo stand-in for a tracker loaded in one of many ways (the privacy matrix): records which way ran. Blocked until "analytics" is allowed. */
window.colophonDemo.run('matrix:' + new URL(document.currentScript.src).searchParams.get('from'));
