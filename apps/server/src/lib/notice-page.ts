// The small HTML page the server answers a browser's navigation with when it will not make the page
// now (overload: plugins/load-shedding.ts; too many new pages from one address:
// modules/pages/render-budget.ts): the app's colours, no script (the policy allows none inline), a
// refresh after `retryAfterSeconds` and a link to try again at once.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `url`: the page asked for (a path of this site; anything else links to the home page). */
export function noticePage(options: {
  title: string;
  message: string;
  url: string;
  retryAfterSeconds: number;
}): string {
  const { title, message, url, retryAfterSeconds } = options;
  const href = escapeHtml(url.startsWith('/') && !url.startsWith('//') ? url : '/');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>${escapeHtml(title)} · Menudex</title>
<style>
body{margin:0;font-family:Roboto,Helvetica,Arial,sans-serif;background:#fbf7f2;color:#2a211b}
header{background:#b5351f;color:#fff;padding:14px 24px;font-size:1.25rem;font-weight:700}
main{max-width:36rem;margin:15vh auto 0;padding:0 24px}
h1{font-size:1.5rem;margin:0 0 12px}
p{line-height:1.5;color:#5f544b}
a{color:#b5351f;font-weight:600}
</style>
</head>
<body>
<header>Menudex</header>
<main>
<h1>${escapeHtml(message)}</h1>
<p>This page will try again by itself in ${retryAfterSeconds} seconds.</p>
<p><a href="${href}">Try again now</a></p>
</main>
</body>
</html>
`;
}
