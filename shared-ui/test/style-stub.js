// Global stylesheets (tokens.css) have no exports; jest loads this instead.
module.exports = {};
