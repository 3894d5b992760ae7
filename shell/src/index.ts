// The async boundary: nothing runs before Module Federation has negotiated the shared singletons.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((err: unknown) => {
  console.error('The portal could not start', err);
  const main = document.getElementById('fw-main');
  if (main) main.textContent = 'The portal could not start. Reload the page to try again.';
});
