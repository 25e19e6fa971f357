// Serves files below one root folder, with content types and without escaping the root.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { sendText } from './http.mjs';

/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** @type {Readonly<Record<string, string>>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A file whose name carries the hash of its content: the build's chunks (`chunk-[hash].js`, their
 * source maps). Their URL changes whenever their content does, so a browser may keep them for good.
 */
const HASHED = /(^|[\\/])chunk-[A-Za-z0-9_-]{8}\.js(\.map)?$/;

/**
 * The caching a bank's CDN should use for the bundle's files, as docs/host-page.md's "Caching" says:
 * hashed chunks immutable for a year; everything else (`kfp.js`, which names the chunks of its
 * release, the host pages) revalidated on every load with its ETag.
 * @param {string} file
 */
export function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @param {string} file */
export function contentType(file) {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file for a URL path, or undefined when it would leave the root or names a dot-file/folder.
 * @param {string} root absolute
 * @param {string} urlPath as in the request, still percent-encoded
 */
export function fileInRoot(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((part) => part.startsWith('.'))) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return file === base || file.startsWith(base + sep) ? file : undefined;
}

/**
 * Sends a file (a folder means its index.html). Resolves false when there is no such file.
 * @param {ServerResponse} res
 * @param {string} file absolute
 * @param {boolean} [headOnly]
 * @param {boolean} [gzip] the client accepts gzip: text files go compressed, as a CDN would send them
 * @param {string} [ifNoneMatch] the request's If-None-Match: the same ETag answers 304 without a body
 * @returns {Promise<boolean>}
 */
export async function sendFile(res, file, headOnly = false, gzip = false, ifNoneMatch = undefined) {
  let target = file;
  let info = await stat(target).catch(() => undefined);
  if (info?.isDirectory()) {
    target = join(target, 'index.html');
    info = await stat(target).catch(() => undefined);
  }
  if (!info?.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader('Cache-Control', cacheControl(target));
  res.setHeader('ETag', etag);
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType(target));
  const compress = gzip && /^(text\/|application\/json|image\/svg)/.test(contentType(target));
  if (compress) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
  } else {
    res.setHeader('Content-Length', info.size);
  }
  if (headOnly) {
    res.end();
    return true;
  }
  await new Promise((done) => {
    const stream = createReadStream(target);
    stream.on('error', (error) => {
      if (!res.headersSent) {
        res.removeHeader('Content-Length');
        sendText(res, 500, 'Kunne ikke lese filen');
      } else {
        res.destroy(error);
      }
      done(undefined);
    });
    stream.on('end', () => done(undefined));
    if (compress) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  });
  return true;
}
