/** The bKash simulator's wallet page: plain HTML forms (no JavaScript), Bengali with English. */
export type WalletStep = "number" | "otp" | "pin";

type Page = { step: "gone" } | { step: WalletStep; amount: string; invoice: string; otp: string; error?: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STEPS: Record<WalletStep, { label: string; field: string; input: string; submit: string }> = {
  number: {
    label: "আপনার বিকাশ অ্যাকাউন্ট নম্বর / Your bKash account number",
    field: "wallet",
    input: 'type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" placeholder="01XXXXXXXXX"',
    submit: "এগিয়ে যান / Proceed",
  },
  otp: {
    label: "ভেরিফিকেশন কোড / Verification code",
    field: "otp",
    input: 'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6"',
    submit: "যাচাই করুন / Verify",
  },
  pin: {
    label: "বিকাশ পিন / bKash PIN",
    field: "pin",
    input: 'type="password" inputmode="numeric" maxlength="5"',
    submit: "পরিশোধ করুন / Pay",
  },
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f6;margin:0;color:#222}
main{max-width:24rem;margin:2rem auto;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002;overflow:hidden}
header{background:#e2136e;color:#fff;padding:1rem 1.25rem}header h1{margin:0;font-size:1.25rem}
header p{margin:.25rem 0 0;font-size:.85rem}form,section{padding:1.25rem}label{display:block;font-weight:600;margin-bottom:.5rem}
input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;border:1px solid #999;border-radius:4px}
.row{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1rem}button{flex:1;padding:.7rem;font-size:1rem;border-radius:4px;border:0;cursor:pointer}
.pay{background:#e2136e;color:#fff}.fail{background:#555;color:#fff}.cancel{background:#ddd}
.error{color:#b00020;font-weight:600}.hint{background:#fff6d5;padding:.5rem;border-radius:4px;font-size:.9rem}dl{margin:0}dt{font-size:.8rem;color:#666}dd{margin:0 0 .5rem}`;

export function walletPage(page: Page): string {
  const body =
    page.step === "gone" ? `<section><p>এই পেমেন্টটি আর চালু নেই। / This payment is no longer open.</p></section>` : stepForm(page);
  return `<!doctype html><html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>বিকাশ পেমেন্ট (স্যান্ডবক্স) / bKash payment (sandbox)</title><style>${STYLE}</style></head>
<body><main><header><h1>বিকাশ পেমেন্ট / bKash payment</h1><p>স্যান্ডবক্স: কোনো টাকা কাটা হবে না। / Sandbox: no money moves.</p></header>${body}</main></body></html>`;
}

function stepForm(page: Exclude<Page, { step: "gone" }>): string {
  const step = STEPS[page.step];
  const error = page.error ? `<p class="error" role="alert" id="wallet-error">${escape(page.error)}</p>` : "";
  const otpHint =
    page.step === "otp" ? `<p class="hint">স্যান্ডবক্স কোড / Sandbox code: <strong lang="en">${escape(page.otp)}</strong></p>` : "";
  const fail =
    page.step === "pin" ? `<button class="fail" name="action" value="fail" formnovalidate>ব্যর্থ করুন / Fail</button>` : "";
  return `<section><dl><dt>পরিমাণ / Amount</dt><dd lang="en">৳${escape(page.amount)}</dd>
<dt>ইনভয়েস / Invoice</dt><dd lang="en">${escape(page.invoice)}</dd></dl></section>
<form method="post">${otpHint}<label for="wallet-field">${step.label}</label>
<input id="wallet-field" name="${step.field}" ${step.input} required autofocus${page.error ? ' aria-invalid="true" aria-describedby="wallet-error"' : ""}>
${error}<div class="row"><button class="pay" name="action" value="next">${step.submit}</button>${fail}
<button class="cancel" name="action" value="cancel" formnovalidate>বাতিল / Cancel</button></div></form>`;
}
