// The cart-add load the server benchmarks share: visitors who got their cookies (visitor id and
// crumb) from a first cart call, then autocannon options that spread adds over them.

const ADD = { itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 };

/** A visitor's cookies (visitor id and crumb), as the cart call issues them. */
export async function arrive(base) {
  const res = await fetch(`${base}/api/commerce/shopping-cart`);
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  const crumb = cookies.find((c) => c.startsWith('crumb='))?.slice('crumb='.length);
  return { cookie: cookies.join('; '), crumb };
}

/** Cart adds spread over the visitors, one unit each, as a browser sends them. */
export function cartAdds(base, visitors) {
  let next = 0;
  return {
    url: `${base}/api/commerce/shopping-cart/entries`,
    method: 'POST',
    body: JSON.stringify(ADD),
    requests: [
      {
        setupRequest(request) {
          const visitor = visitors[next++ % visitors.length];
          request.headers = { ...request.headers, 'content-type': 'application/json', origin: base, cookie: visitor.cookie, 'x-csrf-token': visitor.crumb };
          return request;
        },
      },
    ],
  };
}

/** Cart adds over `count` new visitors of `base`. */
export async function cartAddsOfNewVisitors(base, count) {
  return cartAdds(base, await Promise.all(Array.from({ length: count }, () => arrive(base))));
}
