// Ko-fi's webhook as Ko-fi sends it (protocols.md 6.3): a form post with one field `data` holding the
// payment as a JSON string, the verification token in plain text inside it.

export type KofiPaymentFields = {
  verification_token: string;
  message_id: string;
  timestamp: string;
  type: 'Donation' | 'Subscription' | 'Commission' | 'Shop Order';
  is_public: boolean;
  from_name: string;
  message: string | null;
  amount: string;
  url: string;
  email: string;
  currency: string;
  is_subscription_payment: boolean;
  is_first_subscription_payment: boolean;
  kofi_transaction_id: string;
  shop_items: { direct_link_code: string }[] | null;
  tier_name: string | null;
  shipping: null;
};

/** A donation in the shape of Ko-fi's documented example; override any field. */
export function kofiPayment(
  fields: Partial<KofiPaymentFields> & { verification_token: string },
): KofiPaymentFields {
  const id = crypto.randomUUID();
  return {
    message_id: id,
    timestamp: new Date().toISOString(),
    type: 'Donation',
    is_public: true,
    from_name: 'Jo Example',
    message: 'Good luck with the integration!',
    amount: '3.00',
    url: `https://ko-fi.com/Home/CoffeeShop?txid=${id}`,
    email: 'jo.example@example.com',
    currency: 'USD',
    is_subscription_payment: false,
    is_first_subscription_payment: false,
    kofi_transaction_id: id,
    shop_items: null,
    tier_name: null,
    shipping: null,
    ...fields,
  };
}

/** Ko-fi's post; `address` is the client address Cloudflare names (CF-Connecting-IP). */
export function kofiWebhookPost(url: string, payment: KofiPaymentFields, address?: string): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(address ? { 'CF-Connecting-IP': address } : {}),
    },
    body: new URLSearchParams({ data: JSON.stringify(payment) }).toString(),
  });
}
