// Applies the theme this browser remembers (localStorage 'fairway:theme', written by the portal)
// before the first paint: index.html loads this file as a blocking script in <head> (the CSP
// allows no inline script). 'light' and 'dark' set data-theme on <html>; 'system' or nothing
// leaves it out, so the device's preference applies. shared-ui's theme module is the same rule in the app.
(function () {
  try {
    var theme = window.localStorage.getItem('fairway:theme');
    if (theme === 'light' || theme === 'dark')
      document.documentElement.setAttribute('data-theme', theme);
    else if (theme === 'system') document.documentElement.removeAttribute('data-theme');
  } catch {
    // Storage turned off: the device's preference applies.
  }
})();
