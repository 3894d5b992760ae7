// @ts-check
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

/** Text assets worth compressing (never source maps: they are not served). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;

/** Below this many bytes a compressed copy saves less than its headers and a lookup cost. */
const MIN_BYTES = 1024;

/**
 * The Brotli (quality 11, text mode) and gzip (level 9) copies the portal assembly writes beside a
 * file, each only when the file is worth compressing and the copy is smaller.
 * @param {string} name
 * @param {Buffer} buf
 * @returns {{ br: Buffer | null, gz: Buffer | null }}
 */
function compressedCopies(name, buf) {
  if (!COMPRESSIBLE.test(name) || buf.length < MIN_BYTES) return { br: null, gz: null };
  const br = brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  });
  const gz = gzipSync(buf, { level: 9 });
  return { br: br.length < buf.length ? br : null, gz: gz.length < buf.length ? gz : null };
}

/**
 * What the server sends for a file to a browser that accepts Brotli (every current one): the .br
 * copy when the assembly writes one, else the file as it is.
 * @param {string} name
 * @param {Buffer} buf
 */
function wireBytes(name, buf) {
  return compressedCopies(name, buf).br?.length ?? buf.length;
}

module.exports = { COMPRESSIBLE, MIN_BYTES, compressedCopies, wireBytes };
