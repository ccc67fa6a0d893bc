/**
 * GENERATED FILE, DO NOT EDIT. The types of the merchant API, made by openapi-typescript from the
 * service's OpenAPI document (shared/openapi.ts). Regenerate with `npm run client:generate`; the
 * unit tests and `npm run client:check` fail while this file is out of date.
 */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health check */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Machine-readable API description (OpenAPI 3.0) */
        get: operations["openApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Human-readable API reference */
        get: operations["docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/qris": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a dynamic QRIS payment
         * @description The QR is valid for 30 minutes. Paid QR money settles H+1.
         *
         *     Needs permission `qris:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createQris"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Needs permission `qris:read`.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{partner_reff}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one transaction
         * @description Needs permission `qris:read`.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export transactions as CSV
         * @description The transactions created on the days `from` to `to` (Asia/Jakarta, both included), newest first, as a CSV file. Header row `partner_reff,type,status,amount,total_fee,net_amount,created_at,paid_at,description,refunded_amount,refund_status`; timestamps as everywhere in the API (`+07:00`), `paid_at` empty while unpaid.
         *
         *     RFC 4180: CRLF line ends; a field holding a comma, quote, CR or LF is quoted and its quotes doubled. A text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so that spreadsheets do not run it as a formula.
         *
         *     More than 50,000 matching rows answer 422 `export_too_large` before anything is sent: narrow the range or filter.
         *
         *     On AWS the file is built whole before it is sent: API Gateway HTTP APIs cannot stream a Lambda response, and a Lambda response is at most 6 MB. A file over 5 MB (escaped as the runtime sends it) therefore also answers 422 `export_too_large`. The local server streams the file as it is read.
         *
         *     Needs permission `qris:read`.
         */
        get: operations["exportTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{partner_reff}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a payment's refunds
         * @description Needs permission `qris:read`.
         */
        get: operations["listRefunds"];
        put?: never;
        /**
         * Refund a payment, in full or in part
         * @description Gives the customer back the whole paid amount or part of it, once or in several refunds, never more than was paid in all (refunds not `failed` count; parallel refunds are serialized on the payment, the loser answers 422 `refund_exceeds_refundable`). Payments of type `qris`, `ewallet_cashin` go back on their rail (`method: original`) within 30 days of `paid_at`, without a fee. VA payments (`va`, `dedicated_va`) go back as a payout (`method: payout`) to the `destination` you give, with your `pin` (the payouts' attempts and lock), with the payout's fee. The amount and the fee are held from the available balance (money still pending settlement is not used; 422 `insufficient_balance`, nothing held); the payment's own fees are not returned. The gateway's answer posts the hold (`succeeded`) or returns it (`failed`); while it is `pending` the funds stay held until a callback or reconciliation learns the end, then `refund.succeeded` or `refund.failed` is sent to the callback URL. The payment keeps its status; its `refunded_amount` and `refund_status` tell how much was refunded.
         *
         *     Needs permission `refund:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refunds/{refund_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one refund
         * @description Needs permission `qris:read`.
         */
        get: operations["getRefund"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/va/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the banks for one-time virtual accounts
         * @description Needs permission `va:read`.
         */
        get: operations["listVaBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/va": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a one-time virtual account payment
         * @description A new VA number for an exact amount on every call; it expires after `expires_in_hours` and cannot be reused once paid or expired. Paid VA money is available at once.
         *
         *     Needs permission `va:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createVaPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/va/{partner_reff}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a one-time virtual account payment
         * @description Poll until status is paid (success) or expired / failed (no money came in).
         *
         *     Needs permission `va:read`.
         */
        get: operations["getVaPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List dedicated virtual accounts
         * @description Needs permission `va:read`.
         */
        get: operations["listDedicatedVas"];
        put?: never;
        /**
         * Get or create the dedicated virtual account for a bank
         * @description Banks 002 and 013. Every payment to it becomes a `dedicated_va` transaction and a `va.paid` webhook.
         *
         *     Needs permission `va:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createDedicatedVa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a dedicated virtual account
         * @description Needs permission `va:read`.
         */
        get: operations["getDedicatedVa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the banks for transfers
         * @description Needs an authenticated, active API client; no particular permission.
         */
        get: operations["listTransferBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bank transfer, step 1: inquiry
         * @description The gateway verifies the account and returns its owner name. Fees: gateway 2500 + platform 1000; `total_debit` = amount + total_fee is what confirm holds.
         *
         *     Needs permission `transfer:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["transferInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bank transfer, step 2: confirm with the PIN
         * @description Checks the PIN first, before the reference (5 wrong in a row lock confirms for 15 minutes; every PIN the service has not already judged right is counted before it is judged, and while 5 of the merchant's confirms are being judged another waits for a slot), holds amount + fees from the available balance, then asks the gateway. Parallel confirms of one merchant wait for each other (PIN slots, balance) and are answered with their outcome, never a 5xx for the burst. Status `paid`: executed. `pending`: the gateway is processing, or its answer was lost; the funds stay held until a callback or reconciliation learns the outcome (webhook then). `failed` (with `message`): rejected, the hold is returned at once. Confirming again answers the current state and moves no money.
         *
         *     Needs permission `transfer:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["transferConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ewallet/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the e-wallet products
         * @description Needs an authenticated, active API client; no particular permission.
         */
        get: operations["listEwalletProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ewallet/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-wallet top-up, step 1: inquiry
         * @description The gateway verifies the e-wallet account and returns its owner name. Fees: gateway 1 % (at least 1000) + platform 500.
         *
         *     Needs permission `ewallet:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["ewalletInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ewallet/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-wallet top-up, step 2: confirm with the PIN
         * @description Checks the PIN first, before the reference (5 wrong in a row lock confirms for 15 minutes; every PIN the service has not already judged right is counted before it is judged, and while 5 of the merchant's confirms are being judged another waits for a slot), holds amount + fees from the available balance, then asks the gateway. Parallel confirms of one merchant wait for each other (PIN slots, balance) and are answered with their outcome, never a 5xx for the burst. Status `paid`: executed. `pending`: the gateway is processing, or its answer was lost; the funds stay held until a callback or reconciliation learns the outcome (webhook then). `failed` (with `message`): rejected, the hold is returned at once. Confirming again answers the current state and moves no money.
         *
         *     Needs permission `ewallet:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["ewalletConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a device for push notifications
         * @description A repeated token refreshes last_seen_at (and re-activates a disabled device). A token registered by another merchant moves to the caller.
         *
         *     Needs an authenticated, active API client; no particular permission.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["registerDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disable a device (for example on logout)
         * @description Needs an authenticated, active API client; no particular permission.
         */
        delete: operations["disableDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tv/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List digital products
         * @description `harga` is your price: the provider price plus your account markup. For `pascabayar` (postpaid) products it is the admin fee per bill.
         *
         *     Needs permission `digital:read`.
         */
        get: operations["listDigitalProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tv/products/{kode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one digital product
         * @description `fields` lists the order inputs: `tujuan` always, `server_id` when `butuh_server_id` is true.
         *
         *     Needs permission `digital:read`.
         */
        get: operations["getDigitalProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tv/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order a digital product (top-up, data, e-money, game voucher, PLN token)
         * @description `ref_id` is yours and unique per merchant: the same ref_id with the same body answers the existing order, with another body 409 `duplicate_ref_id`. The same product to the same destination within 60 seconds is 409 `duplicate_recent_order`. `saldo_owner` is the available balance right after the debit. A failed order returns its price to the balance in the same step that marks it failed.
         *
         *     Needs permission `digital:create`.
         *
         *     The `X-Idempotency-Key` header (or `Idempotency-Key`) is required.
         */
        post: operations["createDigitalOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tv/orders/{ref_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a digital order by your ref_id
         * @description Needs permission `digital:read`.
         */
        get: operations["getDigitalOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tv/ppob/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Postpaid bill inquiry (PPOB)
         * @description Needs permission `digital:ppob`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["ppobInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tv/ppob/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a postpaid bill
         * @description Needs permission `digital:ppob`.
         *
         *     The `X-Idempotency-Key` header (or `Idempotency-Key`) is required.
         */
        post: operations["ppobOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tv/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance (saldo)
         * @description Needs permission `digital:read`.
         */
        get: operations["digitalBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook delivery log (webhook debugger)
         * @description Only the calling API client's deliveries: another client of the same merchant has its own log.
         *
         *     Needs an authenticated, active API client; no particular permission.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a webhook delivery
         * @description Sends the exact body again, signed with the current secret. A finished delivery keeps its state unless this attempt succeeds. A delivery of another API client is 404 `not_found`; 503 `service_unavailable` while the delivery is being sent.
         *
         *     Needs an authenticated, active API client; no particular permission.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.ping to your callback URL
         * @description A real, signed delivery (logged like any other), sent once without retries. 422 `validation_failed` (`callback_url`) when this API client has no callback URL.
         *
         *     Needs an authenticated, active API client; no particular permission.
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook events of the merchant (last 30 days)
         * @description Every webhook event of the merchant, whichever API client it went to, created in the last 30 days; `payload` is the exact webhook body. Page with `starting_after` = the last id of the previous page while `has_more` is true. A `starting_after` that is not one of your events (unknown, or another merchant's) is 422 `validation_failed`.
         *
         *     Needs permission `qris:read`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The memberships are the merchants the user belongs to. The pending invitations of its e-mail (when the token says it is verified) are listed apart: none is a membership until the user accepts it with `POST /dashboard/v1/invitations/{invitation_id}/accept`.
         *
         *     Dashboard: any signed-in user, with or without a merchant.
         */
        get: operations["dashboardMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create your merchant
         * @description Dashboard: any signed-in user, with or without a merchant.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreateMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read your merchant
         * @description Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardGetMerchant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your balance
         * @description Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users and pending invitations
         * @description Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListUsers"];
        put?: never;
        /**
         * Invite a user
         * @description A pending invitation of the e-mail with the role (`viewer` when none is given). A user signed in with that e-mail (verified) sees it in `GET /dashboard/v1/me` and becomes a member only by accepting it (`POST /dashboard/v1/invitations/{invitation_id}/accept`). 409 `already_member` for a user of the merchant, `already_invited` while the e-mail has a pending invitation (revoke it to change the role), `too_many_invitations` beyond 50 pending.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardInviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user
         * @description The last owner cannot be removed (409 `last_owner`). The API clients the user created that hold a money-out permission are deactivated in the same write (each with a `client.deactivated` audit entry); its other clients keep working.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        delete: operations["dashboardRemoveUser"];
        options?: never;
        head?: never;
        /**
         * Change a user's role
         * @description The last owner cannot be given another role (409 `last_owner`).
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        patch: operations["dashboardChangeUserRole"];
        trace?: never;
    };
    "/dashboard/v1/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation
         * @description Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        delete: operations["dashboardRevokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/invitations/{invitation_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description The signed-in user (its e-mail verified) becomes a member of the inviting merchant with the invited role. 404 `not_found` for an invitation that is not the caller's, or no longer pending (accepted, declined or revoked); 409 `already_member` when the caller already belongs to that merchant.
         *
         *     Dashboard: any signed-in user, with or without a merchant.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardAcceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/invitations/{invitation_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an invitation
         * @description 404 `not_found` for an invitation that is not the caller's, or no longer pending (accepted, declined or revoked).
         *
         *     Dashboard: any signed-in user, with or without a merchant.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardDeclineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit log: every configuration change
         * @description Entries `{id, at, actor, action, target, details}`, newest first; page with `starting_after` = `next_cursor` while it is not null. A `starting_after` that is not such a cursor is 422 `validation_failed`.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/ewallet-cashin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a payment from an e-wallet (cash-in)
         * @description The customer approves it in the wallet app within 15 minutes; the paid amount net of fees is available at once (transaction.paid), an unapproved one expires (transaction.expired). Type ewallet_cashin.
         *
         *     Dashboard: members with the role finance, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreateEwalletCashin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/balance/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your balance statement
         * @description Every ledger entry on the merchant's buckets (available, held, pending_settlement) of the days `from` to `to` (Asia/Jakarta, as the export: default the last 30 days), newest first. `amount` is signed; `balance_after` is the bucket's merchant-wide balance after the entry, so `balance_after - amount` is the previous entry's `balance_after` in the same bucket. Pass `next_cursor` as `starting_after` for the next page.
         *
         *     With `bucket` (available, held or pending_settlement) the statement is that bucket's alone: its entries, `opening_balance` (its balance at the start of `from`) and `closing_balance` (after the range's newest entry; the opening when the range has none), so `opening_balance` plus the amounts of every page equals `closing_balance`. It is read from the ledger by time, bounded by the range's activity: at most 20,000 postings per request, else 422 `filter_too_broad` (narrow the days).
         *
         *     With `format=csv` (and a `bucket`) the answer is instead the whole range as a file, `text/csv; charset=utf-8` with `Content-Disposition: attachment; filename="statement-<bucket>-<from>-<to>.csv"`: the header line (`lang`), an `opening_balance` line, the entries oldest first, and a `closing_balance` line. Columns: `at`, `type`, `bucket`, `amount`, `balance_after`, `partner_reff`, `description`.
         *
         *     Dashboard: members with the role finance, owner, viewer. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your transactions
         * @description The API's list (GET /api/v1/transactions), with filters `type`, `status`, `from`, `to` (Asia/Jakarta days) and `q` (partner_reff prefix). A filtered list reads the selected days (all of them without `from`/`to`): at most 10,000 transactions, else 422 `filter_too_broad`.
         *
         *     Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/transactions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export your transactions as CSV
         * @description The transactions created on the days `from` to `to` (Asia/Jakarta, both included), newest first, as a CSV file. Header row `partner_reff,type,status,amount,total_fee,net_amount,created_at,paid_at,description,refunded_amount,refund_status`; timestamps as everywhere in the API (`+07:00`), `paid_at` empty while unpaid.
         *
         *     RFC 4180: CRLF line ends; a field holding a comma, quote, CR or LF is quoted and its quotes doubled. A text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so that spreadsheets do not run it as a formula.
         *
         *     More than 50,000 matching rows answer 422 `export_too_large` before anything is sent: narrow the range or filter.
         *
         *     On AWS the file is built whole before it is sent: API Gateway HTTP APIs cannot stream a Lambda response, and a Lambda response is at most 6 MB. A file over 5 MB (escaped as the runtime sends it) therefore also answers 422 `export_too_large`. The local server streams the file as it is read.
         *
         *     The dashboard also filters by `q` (partner_reff prefix).
         *
         *     Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardExportTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/transactions/{partner_reff}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your transactions
         * @description Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardGetTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/transactions/{partner_reff}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your payment's refunds
         * @description Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListRefunds"];
        put?: never;
        /**
         * Refund one of your payments, in full or in part
         * @description The API's refund, with the same rules, PIN attempts and lock; its webhooks go to the callback URL of the API client that created the payment.
         *
         *     Gives the customer back the whole paid amount or part of it, once or in several refunds, never more than was paid in all (refunds not `failed` count; parallel refunds are serialized on the payment, the loser answers 422 `refund_exceeds_refundable`). Payments of type `qris`, `ewallet_cashin` go back on their rail (`method: original`) within 30 days of `paid_at`, without a fee. VA payments (`va`, `dedicated_va`) go back as a payout (`method: payout`) to the `destination` you give, with your `pin` (the payouts' attempts and lock), with the payout's fee. The amount and the fee are held from the available balance (money still pending settlement is not used; 422 `insufficient_balance`, nothing held); the payment's own fees are not returned. The gateway's answer posts the hold (`succeeded`) or returns it (`failed`); while it is `pending` the funds stay held until a callback or reconciliation learns the end, then `refund.succeeded` or `refund.failed` is sent to the callback URL. The payment keeps its status; its `refunded_amount` and `refund_status` tell how much was refunded.
         *
         *     Dashboard: members with the role finance, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreateRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payouts/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payout, step 1: inquiry (bank transfer or e-wallet)
         * @description `channel: "transfer"` takes the body of POST /api/v1/transfer/inquiry, `channel: "ewallet"` the body of POST /api/v1/ewallet/inquiry; the same operation, fees and answer. The payout is the merchant's (readable through the API's transactions too), asked by the signed-in user; no API client asked, so its webhooks go to none.
         *
         *     Dashboard: members with the role finance, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardPayoutInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payouts/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payout, step 2: confirm with the PIN (bank transfer or e-wallet)
         * @description The API's confirm with the payout's `channel`: the same PIN attempts and lock, hold and gateway.
         *
         *     Checks the PIN first, before the reference (5 wrong in a row lock confirms for 15 minutes; every PIN the service has not already judged right is counted before it is judged, and while 5 of the merchant's confirms are being judged another waits for a slot), holds amount + fees from the available balance, then asks the gateway. Parallel confirms of one merchant wait for each other (PIN slots, balance) and are answered with their outcome, never a 5xx for the burst. Status `paid`: executed. `pending`: the gateway is processing, or its answer was lost; the funds stay held until a callback or reconciliation learns the outcome (webhook then). `failed` (with `message`): rejected, the hold is returned at once. Confirming again answers the current state and moves no money.
         *
         *     Dashboard: members with the role finance, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardPayoutConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change the merchant's transaction PIN
         * @description The first PIN needs no `current_pin`; once one is set, `current_pin` is required (422 without it) and judged as a payout confirm judges a PIN: a wrong one is 422 `invalid_pin` and counts toward the same lock (`pin_locked`). A new PIN that is one digit repeated or a run (`111111`, `123456`, `654321`) is 422 `weak_pin`, before `current_pin` is judged. The new PIN, the reset of the lock and the audit entry are written together.
         *
         *     Dashboard: members with the role owner, finance. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardSetPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your API clients
         * @description Dashboard: members with the role developer, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListClients"];
        put?: never;
        /**
         * Create an API client
         * @description Live, 403 `kyc_required` until the merchant is KYC verified (in the sandbox a new merchant gets keys at once); 409 `client_limit_reached` at 20 clients. A client with a money-out permission (`transfer:create`, `ewallet:create`, `digital:create`, `digital:ppob`, `refund:create`, `batch:approve`, `withdrawal:create`) is created only by an owner (a developer gets 403 `permission_denied`) with the merchant's `pin` (422 `validation_failed` without it), judged as a payout confirm judges it: a wrong one is 422 `invalid_pin` and counts toward the same lock (`pin_locked`). `created_by` records the user.
         *
         *     Dashboard: members with the role developer, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreateClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/clients/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update or deactivate an API client
         * @description Turning a client on again (`active: true`) needs a KYC verified merchant; every other change does not. A change that grants a money-out permission (adds one of `transfer:create`, `ewallet:create`, `digital:create`, `digital:ppob`, `refund:create`, `batch:approve`, `withdrawal:create`, or turns on a client holding one) is made only by an owner (a developer gets 403 `permission_denied`) with the merchant's `pin` (422 `validation_failed` without it), judged as a payout confirm judges it: a wrong one is 422 `invalid_pin` and counts toward the same lock (`pin_locked`). Removing permissions, deactivating and every other edit need no PIN.
         *
         *     Dashboard: members with the role developer, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        patch: operations["dashboardPatchClient"];
        trace?: never;
    };
    "/dashboard/v1/clients/{client_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the secret of an API client
         * @description Dashboard: members with the role developer, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardRotateClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/clients/{client_id}/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An API client's webhook delivery log
         * @description Dashboard: members with the role developer, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListClientWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/clients/{client_id}/webhook-ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.ping to an API client's callback URL
         * @description 422 `validation_failed` (`callback_url`) when the client has no callback URL.
         *
         *     Dashboard: members with the role developer, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        post: operations["dashboardPingClientWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/webhook-deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a webhook delivery of one of your API clients
         * @description Another merchant's delivery is 404 `not_found`; 503 `service_unavailable` while it is being sent.
         *
         *     Dashboard: members with the role developer, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        post: operations["dashboardResendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/kyc/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a KYC document
         * @description 409 `kyc_document_limit_reached` at 20 documents; a document never submitted is deleted 7 days after it was created.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreateKycDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read your KYC submission
         * @description What the form starts from after a rejection: the fields as submitted and the documents the submission named, each `reusable` (name its id again in POST /dashboard/v1/kyc, no upload) when the checked copy is kept.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardGetKyc"];
        put?: never;
        /**
         * Submit your KYC
         * @description Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardSubmitKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payout batches
         * @description Read like the transactions their rows become: the same permission.
         *
         *     Needs permission `qris:read`.
         */
        get: operations["listPayoutBatches"];
        put?: never;
        /**
         * Create a batch of payouts (each a bank transfer or e-wallet)
         * @description 1 to 1000 rows, each with the body of its payout type's inquiry (`type`: `transfer` or `ewallet`) and an `item_reference` unique in the batch; a bad row is 422 `validation_failed` naming it (`items.<index>.<field>`). The body may be up to 512 KiB. `reference` is yours and unique per merchant (409 `duplicate_reference`). Every row is then checked as an inquiry would (the destination asked of the gateway, its owner named, fees): the batch becomes `ready` (at least one valid row) or `invalid`. Nothing moves money until another API client with `batch:approve` (or a dashboard owner) approves it with the PIN; a batch not approved in 24 hours is `expired`.
         *
         *     Needs permission `batch:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-batches/{batch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payout batch
         * @description Needs permission `qris:read`.
         */
        get: operations["getPayoutBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-batches/{batch_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a payout batch's rows
         * @description Needs permission `qris:read`.
         */
        get: operations["listPayoutBatchItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-batches/{batch_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout batch with the PIN (a second client: maker and checker)
         * @description Another API client than the one that created the batch (403 `same_maker_and_checker`). The batch must be `ready` (409 `batch_not_approvable`, also for the second of two approvals at once); a batch with invalid rows needs `ignore_invalid: true` (422 `batch_has_invalid_items`). One PIN check for the whole batch, with the same attempts and lock as payout confirms. Then one hold of every valid row (422 `insufficient_balance`: nothing held), and each row is paid out as its own payout transaction of its type (`transaction.paid` / `transaction.failed` per row, `batch.completed` at the end, to the callback URL of the client that created the batch).
         *
         *     Needs permission `batch:approve`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["approvePayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-batches/{batch_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a payout batch
         * @description A batch not yet approved (`validating`, `ready` or `invalid`) ends `rejected`; any other is 409 `batch_not_approvable`.
         *
         *     Needs permission `batch:approve`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["rejectPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payout-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your payout batches
         * @description The API's list of payout batches, newest first.
         *
         *     Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListPayoutBatches"];
        put?: never;
        /**
         * Create a batch of payouts
         * @description The API's create, made by the signed-in user: another user (an owner) approves it. Its webhooks go to the merchant's client the dashboard's payouts use.
         *
         *     1 to 1000 rows, each with the body of its payout type's inquiry (`type`: `transfer` or `ewallet`) and an `item_reference` unique in the batch; a bad row is 422 `validation_failed` naming it (`items.<index>.<field>`). The body may be up to 512 KiB. `reference` is yours and unique per merchant (409 `duplicate_reference`). Every row is then checked as an inquiry would (the destination asked of the gateway, its owner named, fees): the batch becomes `ready` (at least one valid row) or `invalid`. Nothing moves money until another API client with `batch:approve` (or a dashboard owner) approves it with the PIN; a batch not approved in 24 hours is `expired`.
         *
         *     Dashboard: members with the role finance, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreatePayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payout-batches/{batch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your payout batches
         * @description Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardGetPayoutBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payout-batches/{batch_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rows of one of your payout batches
         * @description Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListPayoutBatchItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payout-batches/{batch_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout batch with the PIN (an owner, never its maker)
         * @description The API's approval by the signed-in owner: never the user who created the batch (403 `same_maker_and_checker`); a batch an API client created may be approved by any owner.
         *
         *     Another API client than the one that created the batch (403 `same_maker_and_checker`). The batch must be `ready` (409 `batch_not_approvable`, also for the second of two approvals at once); a batch with invalid rows needs `ignore_invalid: true` (422 `batch_has_invalid_items`). One PIN check for the whole batch, with the same attempts and lock as payout confirms. Then one hold of every valid row (422 `insufficient_balance`: nothing held), and each row is paid out as its own payout transaction of its type (`transaction.paid` / `transaction.failed` per row, `batch.completed` at the end, to the callback URL of the client that created the batch).
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardApprovePayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payout-batches/{batch_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a payout batch (an owner)
         * @description A batch not yet approved (`validating`, `ready` or `invalid`) ends `rejected`; any other is 409 `batch_not_approvable`.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardRejectPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description Read like the transactions their payments are: the same permission.
         *
         *     Needs permission `qris:read`.
         */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description A link to send a customer (chat, social media): its `url` opens a hosted page where the customer pays by QR code or a one-time VA. A fixed `amount`, or null for an amount the customer enters (10000 to 10000000 IDR). A single-use link is `completed` by its first paid payment; a reusable one by `max_uses` paid payments, if given. Each payment is a normal QR or one-time VA transaction of yours with `payment_link_id`, with its usual webhooks; VA payments need a KYC-verified merchant, so the page offers VA only then.
         *
         *     Needs permission `link:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{link_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment link
         * @description Read like the transactions its payments are: the same permission.
         *
         *     Needs permission `qris:read`.
         */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{link_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a payment link
         * @description The link takes no new payment (its page answers `link_inactive`); payments made before stay payable and are counted. Deactivating an inactive link changes nothing.
         *
         *     Needs permission `link:create`.
         */
        post: operations["deactivatePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your payment links
         * @description The API's list of payment links, newest first.
         *
         *     Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListPaymentLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description The API's create, with the same body and rules, made by the signed-in user (a viewer only reads links). Its payments' webhooks go to the merchant's client the dashboard's payouts use.
         *
         *     A link to send a customer (chat, social media): its `url` opens a hosted page where the customer pays by QR code or a one-time VA. A fixed `amount`, or null for an amount the customer enters (10000 to 10000000 IDR). A single-use link is `completed` by its first paid payment; a reusable one by `max_uses` paid payments, if given. Each payment is a normal QR or one-time VA transaction of yours with `payment_link_id`, with its usual webhooks; VA payments need a KYC-verified merchant, so the page offers VA only then.
         *
         *     Dashboard: members with the role owner, developer, finance. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreatePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payment-links/{link_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your payment links
         * @description The link with its paid payments counted; another merchant's link is not found.
         *
         *     Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardGetPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payment-links/{link_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a payment link
         * @description The API's deactivate, by the signed-in user (the roles that create links).
         *
         *     The link takes no new payment (its page answers `link_inactive`); payments made before stay payable and are counted. Deactivating an inactive link changes nothing.
         *
         *     Dashboard: members with the role owner, developer, finance. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        post: operations["dashboardDeactivatePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/payment-links/{link_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your payment link's payments
         * @description Every QR and one-time VA transaction made from the link (`payment_link_id`), whatever its status, newest first, a page at a time (`next_cursor`).
         *
         *     Dashboard: any member of the merchant. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListPaymentLinkPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/settlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day's settlement report
         * @description For one day (Asia/Jakarta), per bucket of the balance (`available`, `held`, `pending_settlement`), the opening balance, every movement of the day grouped by kind (payments in per channel, fees, refunds, payouts, withdrawals, returns, adjustments, settlement) and the closing balance, read from the ledger: `opening + sum(movements.amount) = closing` exactly, and today's closing is the balance now. `format=csv` answers a CSV file (UTF-8 with a byte order mark, comma separated, columns `date,bucket,line,kind,channel,count,amount`, `line` being `opening`, `movement` or `closing`); `format=xlsx` the same rows as an Excel workbook. A day after today is 422.
         *
         *     Needs permission `report:read`.
         */
        get: operations["getSettlementReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a settlement report of a range of days
         * @description The settlement report (as GET /reports/settlement gives one day) of the days `from` to `to` (Asia/Jakarta, both included, at most 92 days, none after today; else 422 `validation_failed`), as one CSV or XLSX file with the rows of every day. It is produced in the background: `report.ready` goes to your callback URL when it is, and GET /reports/{report_id} answers its status and then a download link valid for 15 minutes.
         *
         *     Needs permission `report:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{report_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an asynchronous report
         * @description Needs permission `report:read`.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/reports/settlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your day's settlement report
         * @description For one day (Asia/Jakarta), per bucket of the balance (`available`, `held`, `pending_settlement`), the opening balance, every movement of the day grouped by kind (payments in per channel, fees, refunds, payouts, withdrawals, returns, adjustments, settlement) and the closing balance, read from the ledger: `opening + sum(movements.amount) = closing` exactly, and today's closing is the balance now. `format=csv` answers a CSV file (UTF-8 with a byte order mark, comma separated, columns `date,bucket,line,kind,channel,count,amount`, `line` being `opening`, `movement` or `closing`); `format=xlsx` the same rows as an Excel workbook. A day after today is 422.
         *
         *     Dashboard: members with the role finance, owner, viewer. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardSettlementReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a settlement report of a range of days
         * @description The API's asynchronous report for the signed-in user's merchant, with the same rules; its `report.ready` webhook goes to the client a dashboard payout's go to. Read it with GET /dashboard/v1/reports/{report_id} until it is ready.
         *
         *     The settlement report (as GET /reports/settlement gives one day) of the days `from` to `to` (Asia/Jakarta, both included, at most 92 days, none after today; else 422 `validation_failed`), as one CSV or XLSX file with the rows of every day. It is produced in the background: `report.ready` goes to your callback URL when it is, and GET /reports/{report_id} answers its status and then a download link valid for 15 minutes.
         *
         *     Dashboard: members with the role finance, owner, viewer. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreateReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/reports/{report_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an asynchronous report
         * @description Its status, and once ready a download link that expires; another merchant's report is 404.
         *
         *     Dashboard: members with the role finance, owner, viewer. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardGetReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw to your own settlement account
         * @description Sends `amount` to one of the merchant's own settlement accounts (added in the dashboard; 404 for an id that is not the merchant's, 422 `settlement_account_not_ready` within 24 hours of its adding): a payout of type `withdrawal`, with the fees of a bank payout, in one call with the PIN (the payouts' attempts and lock; the account and the fees are checked first, so they cost no attempt). amount + fees are held from the available balance (422 `insufficient_balance`, nothing held), then the gateway is asked. `paid`: executed. `pending`: the gateway is processing or its answer was lost; the funds stay held until a callback or reconciliation learns the outcome. `failed`: rejected, the hold is returned at once. Webhooks `transaction.paid` / `transaction.failed`; a bank that returns the money later fails it and credits it back, as a payout.
         *
         *     Needs permission `withdrawal:create`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw to a settlement account
         * @description The API's withdrawal, with the same rules, PIN attempts and lock; its webhooks go to the client a dashboard payout's go to.
         *
         *     Sends `amount` to one of the merchant's own settlement accounts (added in the dashboard; 404 for an id that is not the merchant's, 422 `settlement_account_not_ready` within 24 hours of its adding): a payout of type `withdrawal`, with the fees of a bank payout, in one call with the PIN (the payouts' attempts and lock; the account and the fees are checked first, so they cost no attempt). amount + fees are held from the available balance (422 `insufficient_balance`, nothing held), then the gateway is asked. `paid`: executed. `pending`: the gateway is processing or its answer was lost; the funds stay held until a callback or reconciliation learns the outcome. `failed`: rejected, the hold is returned at once. Webhooks `transaction.paid` / `transaction.failed`; a bank that returns the money later fails it and credits it back, as a payout.
         *
         *     Dashboard: members with the role finance, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardCreateWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/settlement-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the settlement accounts
         * @description Each with `usable_at` and `usable` (withdrawals are refused before `usable_at`).
         *
         *     Dashboard: members with the role finance, owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardListSettlementAccounts"];
        put?: never;
        /**
         * Add a settlement account
         * @description A bank account of the merchant's own that withdrawals go to: checked by the bank's inquiry (422 `invalid_destination` when there is no such account; the holder's name is kept), usable 24 hours after it is added (`usable_at`), at most 3 per merchant (409 `too_many_settlement_accounts`, also for adds in parallel). The audit log records it.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["dashboardAddSettlementAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/settlement-accounts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a settlement account
         * @description Another merchant's account, or one already removed, is 404. The audit log records it.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        delete: operations["dashboardRemoveSettlementAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/v1/auto-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auto-withdraw settings
         * @description Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        get: operations["dashboardGetAutoWithdraw"];
        /**
         * Save the auto-withdraw settings
         * @description At `time` (Jakarta), every day or on `weekdays` (1 Monday to 7 Sunday), the scheduler withdraws `available - reserve_amount` (the fee included, so `reserve_amount` stays available) to `settlement_account_id` when that is at least `min_amount`; at most one auto-withdrawal a day. A run before the account is usable, or below the minimum, waits for the next. Saved with the PIN (the payouts' attempts and lock); the audit log records it. Webhooks as a dashboard withdrawal's.
         *
         *     Dashboard: members with the role owner. A user of several merchants names the one to act on in `X-Merchant-Id`; another merchant's objects answer 404.
         */
        put: operations["dashboardPutAutoWithdraw"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/qris/{partner_reff}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a QR (the customer scans and pays)
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. The customer pays the QR's amount: `payment.paid` arrives and the QR is `paid` (a late payment of an expired QR too, a second payment goes to suspense). `?copies=N` delivers the callback N times at once.
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxQrisPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/qris/{partner_reff}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fail a QR payment
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. The payment fails at the gateway: `payment.failed` arrives and a pending QR becomes `failed`.
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxQrisFail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/qris/{partner_reff}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a QR
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. The gateway cancels the QR: `payment.cancelled` arrives and a pending QR becomes `cancelled`.
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxQrisCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/va/{virtual_account_number}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a virtual account
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. The customer pays `amount` into one of your VAs (one-time or dedicated; a one-time VA takes only its own amount). The VA is looked up among your dedicated VAs and your latest 1,000 transactions.
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxVaPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/ewallet-cashin/{reference_number}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an e-wallet cash-in
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. The customer approves the cash-in in the wallet app, by the reference number it shows; the cash-in is looked up among your latest 1,000 transactions.
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxEwalletCashinPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payouts/{partner_reff}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a paid payout
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. The bank sends a paid payout back: `payout.returned` arrives and the amount comes back to the balance. Only a paid payout (422 otherwise).
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxPayoutReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payouts/{partner_reff}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a payout executed
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. The gateway reports the payout executed, whatever its state: a late or contradicting outcome (a contradiction is recorded for an operator, `suspense_id`).
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxPayoutExecute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/callbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a payment callback as described
         * @description Sandbox only (`-c stage=sandbox` and the local stack): the gateway simulator sends the signed callback a real gateway would, and the answer waits until the service applied it. Only the caller's own merchant's objects: any other reference answers 404 `not_found`. A `payment.paid` callback for the `partner_reff` and/or `virtual_account_number` (with `bank_code`) given, of `amount`: a late, duplicate, unknown-amount or mismatched payment. Every reference it names must be one of yours.
         *
         *     Needs permission `qris:read`.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the clock forward (local stack only)
         * @description Refused in the deployed sandbox with 403 `permission_denied`: its clock is every merchant's, and moving it would expire and settle other merchants' payments. Move time in the local stack (`npm start`), whose `/sandbox/v1/clock/advance` moves the service and simulator clocks.
         *
         *     Needs an authenticated, active API client; no particular permission.
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.
         */
        post: operations["sandboxClockAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the service clock
         * @description Sandbox only. The clock expiries, settlement (H+1) and reports are counted on, in Asia/Jakarta.
         *
         *     Needs an authenticated, active API client; no particular permission.
         */
        get: operations["sandboxClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A transaction reached a final state (WebhookPayload) */
        TransactionWebhook: {
            /** @enum {string} */
            event: "transaction.paid" | "transaction.failed" | "transaction.expired" | "transaction.cancelled";
            partner_reff: string;
            transaction: components["schemas"]["WebhookTransaction"];
        };
        /** @description The contract's WebhookPayload `transaction`: the nullable channel fields are always present */
        WebhookTransaction: {
            partner_reff: string;
            /** @enum {string} */
            type: "qris" | "va" | "dedicated_va" | "transfer" | "ewallet" | "withdrawal" | "ewallet_cashin" | "digital" | "ppob" | "adjustment";
            /** @enum {string} */
            status: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
            amount: number;
            fees: components["schemas"]["Fees"];
            bank_code: string | null;
            bank_name: string | null;
            account_number: string | null;
            account_name: string | null;
            product_code: string | null;
            /** @example QRIS */
            payment_method: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            paid_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            failed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /** @description The sum of its refunds that did not fail (pending ones included); 0 for a transaction never refunded */
            refunded_amount?: number;
            /**
             * @description `none`, `partial` or `full`: what `refunded_amount` makes of the amount paid
             * @enum {string}
             */
            refund_status?: "none" | "partial" | "full";
            /** @description A payout that is a row of a payout batch: the batch */
            batch_id?: string;
            /** @description A payment a customer made from a payment link: the link */
            payment_link_id?: string;
        };
        Fees: {
            gateway_fee: number;
            platform_fee: number;
            total_fee: number;
            net_amount: number;
        };
        /** @description Money arrived on a dedicated VA: its `dedicated_va` transaction and the VA */
        VaPaidWebhook: {
            /** @enum {string} */
            event: "va.paid";
            partner_reff: string;
            transaction: components["schemas"]["WebhookTransaction"];
            virtual_account: components["schemas"]["DedicatedVa"];
        };
        DedicatedVa: {
            id: number;
            bank_code: string;
            bank_name: string;
            virtual_account_number: string;
            account_name: string;
            /** @enum {string} */
            status: "active";
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
        };
        /** @description A digital order or postpaid payment changed status: `{event, ref_id, order}` */
        OrderWebhook: {
            /** @enum {string} */
            event: "order.pending" | "order.success" | "order.failed" | "ppob.paid";
            /** @description Your ref_id of the order */
            ref_id: string;
            order: components["schemas"]["DigitalOrder"];
        };
        DigitalOrder: {
            ref_id: string;
            tv_order_id: number;
            /** @enum {string} */
            status: "pending" | "success" | "failed";
            kode_produk: string;
            tujuan: string;
            server_id: string | null;
            harga: number;
            /** @description The provider's serial number (a PLN token for PLN products) once successful */
            sn: string | null;
            /** @description The available balance right after the order was debited */
            saldo_owner: number | null;
            /** @enum {string} */
            type: "digital" | "ppob";
            /** @description The transaction of this order in GET /transactions */
            partner_reff: string;
            /** @description Why the order failed (its price was returned to the balance) */
            message: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            finished_at: string | null;
        };
        /** @description A refund reached its end (succeeded or failed) */
        RefundWebhook: {
            /** @enum {string} */
            event: "refund.succeeded" | "refund.failed";
            refund: components["schemas"]["Refund"];
            /** @description The payment refunded */
            partner_reff: string;
        };
        Refund: {
            /** @example RF-20261121-8F3K2M9Q7X1Z */
            refund_id: string;
            /** @description The payment refunded */
            partner_reff: string;
            amount: number;
            /** @description What the refund cost the merchant besides its amount: 0 back on the rail, the payout fees by payout */
            fee: number;
            reason: string;
            /**
             * @description `pending` (its amount and fee held), then `succeeded` or `failed` (the hold returned)
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /**
             * @description `original`: back through the payment's own rail; `payout`: paid out to `destination` (VA payments)
             * @enum {string}
             */
            method: "original" | "payout";
            destination: components["schemas"]["RefundDestination"];
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            completed_at: string | null;
            failure_reason: string | null;
        };
        /** @description A bank account (`bank_code`, `bank_name`, `account_number`) or an e-wallet (`product_code`, `phone_number`) */
        RefundDestination: {
            /** @enum {string} */
            type: "bank" | "ewallet";
            bank_code?: string;
            bank_name?: string;
            account_number?: string;
            product_code?: string;
            phone_number?: string;
            /** @description The verified owner name */
            account_name: string;
        } | null;
        /** @description Every row of a payout batch is final (paid or failed) */
        BatchCompletedWebhook: {
            /** @enum {string} */
            event: "batch.completed";
            batch: components["schemas"]["PayoutBatch"];
        };
        PayoutBatch: {
            batch_id: string;
            reference: string;
            /** @enum {string} */
            status: "validating" | "ready" | "invalid" | "processing" | "completed" | "rejected" | "expired";
            item_count: number;
            valid_count: number;
            invalid_count: number;
            /** @description The valid rows: their amounts */
            total_amount: number;
            /** @description The valid rows: their fees */
            total_fee: number;
            /** @description The API client id, or `user:<id>` for a dashboard user */
            created_by: string;
            approved_by: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            approved_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            completed_at: string | null;
            counts: {
                paid: number;
                failed: number;
                /** @description Rows paid out and not yet final */
                pending: number;
            };
        };
        /** @description An asynchronous report is ready to download */
        ReportReadyWebhook: {
            /** @enum {string} */
            event: "report.ready";
            report: components["schemas"]["ReportJob"];
        };
        ReportJob: {
            report_id: string;
            /** @enum {string} */
            type: "settlement";
            from: string;
            to: string;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /**
             * @description `pending`, then `ready` (the file can be downloaded) or `failed`
             * @enum {string}
             */
            status: "pending" | "ready" | "failed";
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            completed_at: string | null;
            /** @description When ready: a link to the file, valid for 15 minutes from this answer; read the report again for a new one */
            download_url: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            download_expires_at: string | null;
            /**
             * @description When failed: `production_failed` (every attempt to produce it failed) or `timed_out` (not produced within 1 hour); ask for the report again
             * @enum {string|null}
             */
            failure: "production_failed" | "timed_out" | null;
        };
        /** @description An asynchronous report could not be produced (its `failure` says why) */
        ReportFailedWebhook: {
            /** @enum {string} */
            event: "report.failed";
            report: components["schemas"]["ReportJob"];
        };
        /** @description A test probe (POST /webhooks/ping) */
        PingWebhook: {
            /** @enum {string} */
            event: "webhook.ping";
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            sent_at: string;
        };
        Ok: {
            /** @enum {boolean} */
            ok: true;
        };
        Error: {
            /** @enum {boolean} */
            ok: false;
            /**
             * @description Machine-readable error code; clients branch on it
             * @example validation_failed
             */
            error: string;
            message: string;
            /** @description 422 only: field -> messages */
            errors?: {
                [key: string]: string[];
            };
            /** @description Only with upstream_error: the gateway HTTP status */
            upstream_status?: number;
        };
        CreateQrisResponse: {
            /** @enum {boolean} */
            ok: true;
            transaction: components["schemas"]["QrisTransaction"];
            fees: components["schemas"]["Fees"];
            qris: components["schemas"]["QrisPayload"];
        };
        QrisTransaction: {
            id: number;
            partner_reff: string;
            amount: number;
            /** @enum {string} */
            status: "created" | "waiting_payment" | "paid" | "expired" | "failed" | "cancelled" | "settled";
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string;
        };
        QrisPayload: {
            /** Format: uri */
            qr_image_url: string;
            qr_string: string;
            qris_id: string;
        };
        CreateQrisRequest: {
            /**
             * @description Amount in IDR (integer)
             * @example 50000
             */
            amount: number;
            customer_name?: string;
            /** Format: email */
            customer_email?: string;
            customer_phone?: string;
            description?: string;
        };
        ListTransactionsResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["TransactionListItem"][];
            meta: {
                current_page: number;
                last_page: number;
                total: number;
                per_page: number;
            };
        };
        TransactionListItem: {
            partner_reff: string;
            /** @enum {string} */
            type: "qris" | "va" | "dedicated_va" | "transfer" | "ewallet" | "withdrawal" | "ewallet_cashin" | "digital" | "ppob" | "adjustment";
            /** @enum {string} */
            status: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
            amount: number;
            net_amount: number;
            total_fee: number;
            /** @description The sum of its refunds that did not fail (pending ones included); 0 for a transaction never refunded */
            refunded_amount: number;
            /**
             * @description `none`, `partial` or `full`: what `refunded_amount` makes of the amount paid
             * @enum {string}
             */
            refund_status: "none" | "partial" | "full";
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /** @description The `customer_name` the payment was created with; absent when none was given */
            customer_name?: string;
            /** @description The `description` the payment was created with; absent when none was given */
            description?: string;
        };
        GetTransactionResponse: {
            /** @enum {boolean} */
            ok: true;
            transaction: components["schemas"]["TransactionDetail"];
        };
        TransactionDetail: {
            partner_reff: string;
            /** @enum {string} */
            type: "qris" | "va" | "dedicated_va" | "transfer" | "ewallet" | "withdrawal" | "ewallet_cashin" | "digital" | "ppob" | "adjustment";
            /** @enum {string} */
            status: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
            amount: number;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            paid_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            fees: components["schemas"]["Fees"];
            /** @description The sum of its refunds that did not fail (pending ones included); 0 for a transaction never refunded */
            refunded_amount: number;
            /**
             * @description `none`, `partial` or `full`: what `refunded_amount` makes of the amount paid
             * @enum {string}
             */
            refund_status: "none" | "partial" | "full";
            /** @description The `customer_name` the payment was created with; absent when none was given */
            customer_name?: string;
            /** @description The `customer_email` the payment was created with; absent when none was given */
            customer_email?: string;
            /** @description The `customer_phone` the payment was created with; absent when none was given */
            customer_phone?: string;
            /** @description The `description` the payment was created with; absent when none was given */
            description?: string;
            events: components["schemas"]["StatusEvent"][];
            /** @description A payout that is a row of a payout batch: the batch */
            batch_id?: string;
            /** @description A payment a customer made from a payment link: the link */
            payment_link_id?: string;
            /** @description A payout (to a bank account or an e-wallet, a withdrawal too): its destination and the gateway reference */
            payout?: {
                /** @description A payout to a bank account: the bank clearing code */
                bank_code: string | null;
                /** @description A payout to a bank account: the bank */
                bank_name: string | null;
                /** @description A payout to a bank account: the account number */
                account_number: string | null;
                /** @description E-wallet payout: the e-wallet product */
                product_code: string | null;
                /** @description E-wallet payout: the phone number of the e-wallet account */
                phone_number: string | null;
                /** @description The account holder's name, as the bank or e-wallet verified it */
                account_name: string | null;
                /** @description The gateway's reference of the payout, once the gateway took it */
                gateway_reference: string | null;
            };
        };
        StatusEvent: {
            /** @example callback_received */
            event_type: string;
            from: string | null;
            to: string;
            /** @example gateway_callback */
            source: string;
            description: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            at: string;
        };
        RefundResponse: {
            /** @enum {boolean} */
            ok: true;
            refund: components["schemas"]["Refund"];
        };
        CreateRefundRequest: {
            /**
             * @description IDR, at most what is left to refund (the paid amount minus every refund not failed)
             * @example 25000
             */
            amount: number;
            /**
             * @description Why the customer gets the money back; kept with the refund
             * @example Item out of stock
             */
            reason: string;
            /** @description Only for VA payments, which cannot go back on their rail: the customer account the refund is paid out to */
            destination?: components["schemas"]["RefundBankDestination"] | components["schemas"]["RefundEwalletDestination"];
            /**
             * @description The merchant's transaction PIN: required with `destination`, under the payouts' attempts and lock
             * @example 123456
             */
            pin?: string;
        };
        RefundBankDestination: {
            /**
             * @description One of the codes from GET /transfer/banks
             * @example 014
             */
            bank_code: string;
            /**
             * @description Destination account, 4 to 64 characters
             * @example 1234567890
             */
            account_number: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bank";
        };
        RefundEwalletDestination: {
            /**
             * @description One of the codes from GET /ewallet/products
             * @example OVO
             */
            product_code: string;
            /** @example 081234567890 */
            phone_number: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ewallet";
        };
        ListRefundsResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description Newest first */
            data: components["schemas"]["Refund"][];
        };
        ListVaBanksResponse: {
            /** @enum {boolean} */
            ok: true;
            banks: components["schemas"]["VaBank"][];
        };
        VaBank: {
            code: string;
            name: string;
            method: string;
        };
        VaPaymentResponse: {
            /** @enum {boolean} */
            ok: true;
            payment: components["schemas"]["VaPayment"];
            fees: components["schemas"]["Fees"];
        };
        VaPayment: {
            partner_reff: string;
            amount: number;
            /** @enum {string} */
            status: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
            bank_code: string;
            bank_name: string;
            virtual_account_number: string;
            account_name: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            paid_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            failed_at: string | null;
        };
        CreateVaPaymentRequest: {
            /**
             * @description Amount in IDR (integer)
             * @example 50000
             */
            amount: number;
            /**
             * @description One of the codes from GET /payments/va/banks
             * @example 014
             */
            bank_code: string;
            customer_name?: string;
            /** Format: email */
            customer_email?: string;
            customer_phone?: string;
            /**
             * @description Lifetime of the VA in hours, 1 to 720
             * @default 24
             */
            expires_in_hours: number;
            description?: string;
        };
        DedicatedVaResponse: {
            /** @enum {boolean} */
            ok: true;
            virtual_account: components["schemas"]["DedicatedVa"];
        };
        CreateDedicatedVaRequest: {
            /**
             * @description Bank code; dedicated VAs exist for 002 and 013
             * @example 002
             */
            bank_code: string;
        };
        ListDedicatedVasResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["DedicatedVa"][];
        };
        TransferBanksResponse: {
            /** @enum {boolean} */
            ok: true;
            data: {
                code: string;
                name: string;
                /** @description false for a bank that no longer exists (merged or closed): still accepted as before, but no longer worth offering; its clearing code usually routes to the successor */
                active: boolean;
            }[];
        };
        PayoutInquiryResponse: {
            /** @enum {boolean} */
            ok: true;
            transaction: components["schemas"]["PayoutTransaction"];
            fees: {
                gateway_fee: number;
                platform_fee: number;
                total_fee: number;
                net_amount: number;
                /** @description amount + total_fee: what confirm debits from the balance */
                total_debit: number;
            };
        };
        PayoutTransaction: {
            id: number;
            partner_reff: string;
            amount: number;
            /** @enum {string} */
            status: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
            bank_code?: string;
            bank_name?: string;
            account_number?: string;
            /** @description The verified owner name of the destination */
            account_name: string;
            product_code?: string;
            phone_number?: string;
        };
        TransferInquiryRequest: {
            /**
             * @description Amount in IDR (integer)
             * @example 50000
             */
            amount: number;
            /**
             * @description One of the codes from GET /transfer/banks
             * @example 014
             */
            bank_code: string;
            /**
             * @description Destination account, 4 to 64 characters
             * @example 1234567890
             */
            account_number: string;
        };
        PayoutConfirmResponse: {
            /** @enum {boolean} */
            ok: true;
            transaction: {
                partner_reff: string;
                /** @enum {string} */
                status: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
                amount: number;
            };
            /** @description Why a payout failed, or that its outcome is still being confirmed */
            message: string | null;
        };
        PayoutConfirmRequest: {
            /** @description The partner_reff from the inquiry */
            partner_reff: string;
            /**
             * @description The merchant transaction PIN
             * @example 123456
             */
            pin: string;
        };
        EwalletProductsResponse: {
            /** @enum {boolean} */
            ok: true;
            data: {
                code: string;
                name: string;
                /** @enum {string} */
                category: "e-wallet";
            }[];
        };
        EwalletInquiryRequest: {
            /**
             * @description Amount in IDR (integer)
             * @example 50000
             */
            amount: number;
            /**
             * @description One of the codes from GET /ewallet/products
             * @example OVO
             */
            product_code: string;
            /** @example 081234567890 */
            phone_number: string;
        };
        DeviceResponse: {
            /** @enum {boolean} */
            ok: true;
            device: components["schemas"]["Device"];
        };
        Device: {
            token: string;
            /** @enum {string} */
            platform: "android" | "ios" | "web";
            app_version: string | null;
            device_name: string | null;
            active: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            last_seen_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
        };
        RegisterDeviceRequest: {
            /**
             * @description The push token of the device
             * @example fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx
             */
            token: string;
            /** @enum {string} */
            platform: "android" | "ios" | "web";
            app_version?: string;
            device_name?: string;
        };
        DigitalProductList: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["DigitalProduct"][];
            meta: {
                page: number;
                per_page: number;
                /** @description Products matching the filters */
                total: number;
            };
        };
        DigitalProduct: {
            /** @example TSEL10 */
            kode_produk: string;
            /** @example Telkomsel 10.000 */
            nama: string;
            /** @enum {string} */
            kategori: "pulsa" | "data" | "emoney" | "games" | "pln" | "pascabayar";
            /** @example Telkomsel */
            operator: string;
            /**
             * @description Your price in IDR: the provider price plus your account markup. For `pascabayar` products: the admin fee per bill
             * @example 10900
             */
            harga: number;
            /**
             * @description Orders for inactive products are refused (422 product_inactive)
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description Orders need `server_id` besides `tujuan` */
            butuh_server_id: boolean;
        };
        DigitalProductResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["DigitalProductDetail"];
        };
        DigitalProductDetail: {
            /** @example TSEL10 */
            kode_produk: string;
            /** @example Telkomsel 10.000 */
            nama: string;
            /** @enum {string} */
            kategori: "pulsa" | "data" | "emoney" | "games" | "pln" | "pascabayar";
            /** @example Telkomsel */
            operator: string;
            /**
             * @description Your price in IDR: the provider price plus your account markup. For `pascabayar` products: the admin fee per bill
             * @example 10900
             */
            harga: number;
            /**
             * @description Orders for inactive products are refused (422 product_inactive)
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description Orders need `server_id` besides `tujuan` */
            butuh_server_id: boolean;
            fields: components["schemas"]["DigitalProductField"][];
        };
        /** @description One input an order for the product needs */
        DigitalProductField: {
            /** @enum {string} */
            name: "tujuan" | "server_id";
            /** @example Nomor HP */
            label: string;
            /** @enum {string} */
            type: "string";
            required: boolean;
        };
        DigitalOrderResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["DigitalOrder"];
        };
        PostpaidInquiryResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["PostpaidInquiry"];
        };
        PostpaidInquiry: {
            inquiry_id: number;
            kode_produk: string;
            tujuan: string;
            customer_name: string;
            /** @description The bill */
            tagihan: number;
            /** @description Admin fee for this account */
            admin: number;
            /** @description tagihan + admin: what POST /tv/ppob/orders debits */
            total: number;
            /**
             * Format: date
             * @example 2026-12-20
             */
            due_date: string;
            /**
             * Format: date-time
             * @description Pay it before then (30 minutes), once
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string;
        };
        DigitalBalance: {
            /** @enum {boolean} */
            ok: true;
            data: {
                /** @description Available: what orders and payouts can use now */
                saldo: number;
                /** @enum {string} */
                currency: "IDR";
                /** @description Held for payouts still being processed (amount + fees); returns to saldo if one fails */
                held: number;
                /** @description Paid QR payments waiting for settlement at H+1 (00:05 Asia/Jakarta), then added to saldo */
                pending_settlement: number;
            };
        };
        WebhookDeliveryLog: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryAttempt: {
            /**
             * @description Webhook delivery id (`X-Webhook-Delivery`), which is also the event id
             * @example wh_4kQ9zXb2LmN7pR1sT8vW
             */
            id: string;
            /** @enum {string} */
            event: "transaction.paid" | "transaction.failed" | "transaction.expired" | "transaction.cancelled" | "va.paid" | "order.pending" | "order.success" | "order.failed" | "ppob.paid" | "refund.succeeded" | "refund.failed" | "batch.completed" | "report.ready" | "report.failed" | "webhook.ping";
            partner_reff: string | null;
            /** @description Your endpoint's answer; null when none came (timeout, refused connection, no callback URL) */
            http_status: number | null;
            latency_ms: number;
            /** @description Attempt number of this delivery, from 1 */
            attempt: number;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            at: string;
            /**
             * @description The delivery's state after this attempt
             * @enum {string}
             */
            state: "pending" | "delivered" | "failed" | "skipped" | "client_inactive";
            /** @description Why no HTTP status came back */
            error?: string;
        };
        ResentWebhook: {
            /** @enum {boolean} */
            ok: true;
            delivery: {
                /**
                 * @description Webhook delivery id (`X-Webhook-Delivery`), which is also the event id
                 * @example wh_4kQ9zXb2LmN7pR1sT8vW
                 */
                id: string;
                /** @enum {string} */
                event: "transaction.paid" | "transaction.failed" | "transaction.expired" | "transaction.cancelled" | "va.paid" | "order.pending" | "order.success" | "order.failed" | "ppob.paid" | "refund.succeeded" | "refund.failed" | "batch.completed" | "report.ready" | "report.failed" | "webhook.ping";
                partner_reff: string | null;
                /** @enum {string} */
                state: "pending" | "delivered" | "failed" | "skipped" | "client_inactive";
                attempts: number;
                http_status: number | null;
                latency_ms: number;
            };
        };
        WebhookPingResult: {
            /** @enum {boolean} */
            ok: true;
            /** @description Your endpoint's answer; null when none came */
            http_status: number | null;
            latency_ms: number;
            /** @description True for a direct 2xx answer */
            delivered: boolean;
            /** @description Why no HTTP status came back */
            error?: string;
        };
        WebhookEventList: {
            /** @enum {boolean} */
            ok: true;
            /** @description Newest first, created within the last 30 days */
            data: components["schemas"]["WebhookEvent"][];
            /** @description True when older events follow: ask again with `starting_after` = the last id */
            has_more: boolean;
        };
        WebhookEvent: {
            /**
             * @description Webhook delivery id (`X-Webhook-Delivery`), which is also the event id
             * @example wh_4kQ9zXb2LmN7pR1sT8vW
             */
            id: string;
            /** @enum {string} */
            event: "transaction.paid" | "transaction.failed" | "transaction.expired" | "transaction.cancelled" | "va.paid" | "order.pending" | "order.success" | "order.failed" | "ppob.paid" | "refund.succeeded" | "refund.failed" | "batch.completed" | "report.ready" | "report.failed" | "webhook.ping";
            partner_reff: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /** @description The exact body of the webhook, parsed (see x-webhooks) */
            payload: components["schemas"]["TransactionWebhook"] | components["schemas"]["VaPaidWebhook"] | components["schemas"]["OrderWebhook"] | components["schemas"]["RefundWebhook"] | components["schemas"]["BatchCompletedWebhook"] | components["schemas"]["ReportReadyWebhook"] | components["schemas"]["ReportFailedWebhook"] | components["schemas"]["PingWebhook"];
        };
        DashboardMeResponse: {
            /** @enum {boolean} */
            ok: true;
            user: {
                email: string;
                /** @description The user's Cognito id */
                sub: string;
            };
            /** @description The merchants the user belongs to (accepted) */
            memberships: components["schemas"]["Membership"][];
            /** @description The pending invitations of the user's e-mail (verified e-mails only), oldest first: none is a membership until accepted */
            invitations: components["schemas"]["ReceivedInvitation"][];
            /**
             * Format: date-time
             * @description The service's clock when it answered: the dashboard counts its days (the overview's 30 days, the export's default range) by it, not by the browser's clock
             * @example 2026-11-21T17:04:05+07:00
             */
            server_time: string;
        };
        Membership: {
            merchant_id: string;
            role: components["schemas"]["MemberRole"];
        };
        /**
         * @description A user's role in a merchant
         * @enum {string}
         */
        MemberRole: "owner" | "developer" | "finance" | "viewer";
        ReceivedInvitation: {
            invitation_id: string;
            merchant_id: string;
            /** @description The inviting merchant's business name */
            business_name: string;
            role: components["schemas"]["MemberRole"];
            /** @description The inviting owner's e-mail */
            invited_by: string;
        };
        DashboardMerchantResponse: {
            /** @enum {boolean} */
            ok: true;
            merchant: components["schemas"]["DashboardMerchant"];
        };
        DashboardMerchant: {
            id: string;
            business_name: string;
            /** @enum {string} */
            kyc_status: "unverified" | "submitted" | "verified" | "rejected";
            /** @description Why the last KYC submission was rejected */
            kyc_rejection_reason: string | null;
        };
        DashboardBalanceResponse: {
            /** @enum {boolean} */
            ok: true;
            balance: {
                available: number;
                held: number;
                pending_settlement: number;
                /** @enum {string} */
                currency: "IDR";
            };
        };
        ListDashboardUsersResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description The members, oldest first */
            users: components["schemas"]["DashboardUser"][];
            /** @description The pending invitations, oldest first */
            invitations: components["schemas"]["DashboardInvitation"][];
        };
        DashboardUser: {
            /** @description The user's Cognito sub */
            user_id: string;
            email: string;
            role: components["schemas"]["MemberRole"];
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            joined_at: string;
        };
        DashboardInvitation: {
            invitation_id: string;
            /** @description The invited e-mail, lower case */
            email: string;
            role: components["schemas"]["MemberRole"];
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            invited_at: string;
            /** @description The inviting owner's e-mail */
            invited_by: string;
        };
        DashboardInvitationResponse: {
            /** @enum {boolean} */
            ok: true;
            invitation: components["schemas"]["DashboardInvitation"];
        };
        DashboardUserResponse: {
            /** @enum {boolean} */
            ok: true;
            user: components["schemas"]["DashboardUser"];
        };
        AcceptedInvitationResponse: {
            /** @enum {boolean} */
            ok: true;
            membership: components["schemas"]["Membership"];
            merchant: components["schemas"]["DashboardMerchant"];
        };
        DeclinedInvitationResponse: {
            /** @enum {boolean} */
            ok: true;
            invitation: components["schemas"]["ReceivedInvitation"];
        };
        AuditLogResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description Newest first */
            entries: components["schemas"]["AuditEntry"][];
            /** @description Pass as `starting_after` for the next, older page; null on the last page */
            next_cursor: string | null;
        };
        AuditEntry: {
            id: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            at: string;
            /** @description A dashboard user (its Cognito sub and e-mail), or the platform operator */
            actor: {
                /** @enum {string} */
                kind: "user";
                sub: string;
                email: string;
            } | {
                /** @enum {string} */
                kind: "operator";
            };
            /**
             * @description What was done, `<object>.<verb>`
             * @example user.role_changed
             */
            action: string;
            /** @description The object changed (a client id, a user id, a document id) */
            target: string | null;
            /** @description What changed; never a secret, PIN or token */
            details: {
                [key: string]: unknown;
            };
        };
        CreateEwalletCashinResponse: {
            /** @enum {boolean} */
            ok: true;
            transaction: components["schemas"]["EwalletCashinTransaction"];
            fees: components["schemas"]["Fees"];
        };
        EwalletCashinTransaction: {
            partner_reff: string;
            reference_number: string;
            /** @enum {string} */
            status: "waiting_payment" | "paid" | "expired" | "failed" | "cancelled";
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string;
        };
        CreateEwalletCashinRequest: {
            /**
             * @description Amount in IDR (integer)
             * @example 50000
             */
            amount: number;
            /**
             * @description One of the codes from GET /ewallet/products
             * @example OVO
             */
            product_code: string;
            /** @example 081234567890 */
            phone_number: string;
            description?: string;
        };
        DashboardStatementResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description Newest first */
            entries: components["schemas"]["StatementEntry"][];
            /** @description Pass as `starting_after` for the next, older page; null on the last page */
            next_cursor: string | null;
            /** @description With `bucket`: the bucket's balance at the start of `from` (before the range's oldest entry); the same on every page */
            opening_balance?: number;
            /** @description With `bucket`: the bucket's balance after the range's newest entry (the opening when there is none) */
            closing_balance?: number;
        };
        StatementEntry: {
            /** @description `<posting id>/<bucket>`: unique and stable */
            id: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            at: string;
            /** @enum {string} */
            bucket: "available" | "held" | "pending_settlement";
            /** @description Signed: positive credits the bucket, negative debits it */
            amount: number;
            /** @description The bucket's merchant-wide balance after the entry */
            balance_after: number;
            /** @description The transaction's partner_reff, when there is one */
            partner_reff: string | null;
            /** @enum {string} */
            type: "payment" | "settlement" | "adjustment" | "hold" | "hold_released" | "payout" | "fee" | "order" | "return" | "refund" | "suspense_credit" | "other";
            description: string;
        };
        PinSetResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @enum {boolean} */
            pin_set: true;
        };
        ListDashboardClientsResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description Oldest first */
            data: components["schemas"]["DashboardClient"][];
        };
        DashboardClient: {
            client_id: string;
            /** @description Null for a client made without a name */
            name: string | null;
            permissions: ("qris:create" | "qris:read" | "va:create" | "va:read" | "transfer:create" | "ewallet:create" | "digital:read" | "digital:create" | "digital:ppob" | "refund:create" | "batch:approve" | "withdrawal:create" | "batch:create" | "link:create" | "report:read")[];
            /** @description Source IPs the client may call from; empty: any */
            ip_allowlist: string[];
            callback_url: string | null;
            active: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /** @description Who made the client; removing that user deactivates its clients that hold a money-out permission. Null for a client made before this was recorded */
            created_by: {
                /**
                 * @description A dashboard user, or the operator (admin API)
                 * @enum {string}
                 */
                type: "user" | "operator";
                /** @description The user's Cognito sub (a user only) */
                user_id?: string;
                /** @description The user's e-mail (a user only) */
                email?: string;
            } | null;
            /**
             * Format: date-time
             * @description Until then the secret before the last rotation is accepted too; null when none is
             * @example 2026-11-21T17:04:05+07:00
             */
            previous_secret_expires_at: string | null;
        };
        DashboardCreatedClientResponse: {
            /** @enum {boolean} */
            ok: true;
            client: components["schemas"]["DashboardClientWithSecret"];
        };
        DashboardClientWithSecret: {
            client_id: string;
            /** @description Null for a client made without a name */
            name: string | null;
            permissions: ("qris:create" | "qris:read" | "va:create" | "va:read" | "transfer:create" | "ewallet:create" | "digital:read" | "digital:create" | "digital:ppob" | "refund:create" | "batch:approve" | "withdrawal:create" | "batch:create" | "link:create" | "report:read")[];
            /** @description Source IPs the client may call from; empty: any */
            ip_allowlist: string[];
            callback_url: string | null;
            active: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /** @description Who made the client; removing that user deactivates its clients that hold a money-out permission. Null for a client made before this was recorded */
            created_by: {
                /**
                 * @description A dashboard user, or the operator (admin API)
                 * @enum {string}
                 */
                type: "user" | "operator";
                /** @description The user's Cognito sub (a user only) */
                user_id?: string;
                /** @description The user's e-mail (a user only) */
                email?: string;
            } | null;
            /**
             * Format: date-time
             * @description Until then the secret before the last rotation is accepted too; null when none is
             * @example 2026-11-21T17:04:05+07:00
             */
            previous_secret_expires_at: string | null;
            /** @description The secret, shown only in this answer (and to its replay) */
            client_secret: string;
        };
        DashboardClientResponse: {
            /** @enum {boolean} */
            ok: true;
            client: components["schemas"]["DashboardClient"];
        };
        DashboardRotatedClientSecretResponse: {
            /** @enum {boolean} */
            ok: true;
            client: components["schemas"]["DashboardClientWithSecret"];
            /**
             * Format: date-time
             * @description Until then (24 hours) the previous secret is accepted too; rotating again replaces it. Null with revoke_previous: no previous secret is accepted
             * @example 2026-11-21T17:04:05+07:00
             */
            previous_secret_expires_at: string | null;
        };
        KycDocumentUploadResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description Name it in `document_ids` of POST /dashboard/v1/kyc */
            document_id: string;
            /** @description Where to upload the file: a presigned POST (multipart/form-data) with every field of `upload_fields`, then the file as the last field, `file` */
            upload_url: string;
            /** @description The form fields of the presigned POST, sent as they are: its key, Content-Type, policy and signature. The policy admits the declared content type only and at most 10 MiB (10,485,760 bytes); storage answers 403 or 400 EntityTooLarge otherwise */
            upload_fields: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description After this the POST is refused; create another document
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string;
        };
        DashboardKycResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @enum {string} */
            kyc_status: "unverified" | "submitted" | "verified" | "rejected";
            /** @description The operator's reason when `rejected` */
            kyc_rejection_reason: string | null;
            /** @description The latest submission; null before the first */
            submission: {
                legal_name: string;
                nib: string;
                npwp: string;
                address: string;
                owner_ktp_number: string;
                /**
                 * Format: date-time
                 * @example 2026-11-21T17:04:05+07:00
                 */
                submitted_at: string;
            } | null;
            /** @description The latest submission's documents (no file names are kept) */
            documents: components["schemas"]["DashboardKycDocument"][];
        };
        DashboardKycDocument: {
            /** @description Name it in `document_ids` of POST /dashboard/v1/kyc again */
            id: string;
            /** @enum {string} */
            kind: "ktp" | "npwp" | "nib" | "deed";
            /** @enum {string} */
            content_type: "image/jpeg" | "image/png" | "application/pdf";
            /** @description The size the submission checked */
            size_bytes: number | null;
            /** @description true: a resubmission may name it again without uploading (the copy the submission checked is kept); false: upload it again */
            reusable: boolean;
        };
        PayoutBatchResponse: {
            /** @enum {boolean} */
            ok: true;
            batch: components["schemas"]["PayoutBatch"];
        };
        CreatePayoutBatchRequest: {
            /**
             * @description Your reference of the batch, unique per merchant
             * @example payroll-2026-11
             */
            reference: string;
            description?: string;
            /** @description 1 to 1000 payouts, each of a payout type (transfer, ewallet) */
            items: ({
                /**
                 * @description Amount in IDR (integer)
                 * @example 50000
                 */
                amount: number;
                /**
                 * @description One of the codes from GET /transfer/banks
                 * @example 014
                 */
                bank_code: string;
                /**
                 * @description Destination account, 4 to 64 characters
                 * @example 1234567890
                 */
                account_number: string;
                /** @enum {string} */
                type: "transfer";
                /**
                 * @description Your reference of the row, unique in the batch
                 * @example payroll-0001
                 */
                item_reference: string;
                note?: string;
            } | {
                /**
                 * @description Amount in IDR (integer)
                 * @example 50000
                 */
                amount: number;
                /**
                 * @description One of the codes from GET /ewallet/products
                 * @example OVO
                 */
                product_code: string;
                /** @example 081234567890 */
                phone_number: string;
                /** @enum {string} */
                type: "ewallet";
                /**
                 * @description Your reference of the row, unique in the batch
                 * @example payroll-0001
                 */
                item_reference: string;
                note?: string;
            })[];
        };
        PayoutBatchListResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["PayoutBatch"][];
            meta: {
                current_page: number;
                last_page: number;
                total: number;
                per_page: number;
            };
        };
        PayoutBatchItemsResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["PayoutBatchItem"][];
            meta: {
                current_page: number;
                last_page: number;
                total: number;
                per_page: number;
            };
        };
        PayoutBatchItem: {
            item_reference: string;
            /** @enum {string} */
            type: "transfer" | "ewallet";
            amount: number;
            /** @description The row's destination: bank_code and account_number, or product_code and phone_number */
            destination: {
                bank_code?: string;
                account_number?: string;
                product_code?: string;
                phone_number?: string;
            };
            /** @description Its total fee, once validated */
            fee: number | null;
            /** @enum {string} */
            status: "pending" | "valid" | "invalid" | "paid" | "failed";
            account_holder_name: string | null;
            failure_reason: string | null;
            /** @description Its payout's transaction, once paid out */
            partner_reff: string | null;
        };
        ApprovePayoutBatchRequest: {
            /**
             * @description The merchant transaction PIN
             * @example 123456
             */
            pin: string;
            /** @description Pay the valid rows of a batch that has invalid ones (required then) */
            ignore_invalid?: boolean;
        };
        RejectPayoutBatchRequest: {
            reason: string;
        };
        PaymentLinkResponse: {
            /** @enum {boolean} */
            ok: true;
            link: components["schemas"]["PaymentLink"];
        };
        PaymentLink: {
            link_id: string;
            /** @description The hosted page to send the customer */
            url: string;
            /** @enum {string} */
            status: "active" | "inactive" | "expired" | "completed";
            /** @description null: the customer enters it */
            amount: number | null;
            description: string;
            methods: ("qris" | "va")[];
            reusable: boolean;
            max_uses: number | null;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            expires_at: string | null;
            customer_name: string | null;
            /** @description Paid payments made from the link */
            payments_count: number;
            /** @description Their sum in IDR */
            paid_amount: number;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            deactivated_at: string | null;
        };
        CreatePaymentLinkRequest: {
            /**
             * @description IDR, 10000 to 10000000; null or absent: the customer enters the amount (in that range)
             * @default null
             * @example 150000
             */
            amount: number | null;
            /**
             * @description What the customer pays for; the page shows it
             * @example Batik shirt, size M
             */
            description: string;
            /**
             * @description How the customer may pay (default both)
             * @default [
             *       "qris",
             *       "va"
             *     ]
             */
            methods: ("qris" | "va")[];
            /**
             * @description false: the first paid payment completes the link
             * @default false
             */
            reusable: boolean;
            /** @description A reusable link: completed after this many paid payments (absent: no cap) */
            max_uses?: number | null;
            /**
             * Format: date-time
             * @description When the link stops taking payments (in the future); absent: never
             * @example 2026-12-31T23:59:59+07:00
             */
            expires_at?: string | null;
            customer_name?: string;
        };
        PaymentLinkListResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["PaymentLink"][];
            meta: {
                current_page: number;
                last_page: number;
                total: number;
                per_page: number;
            };
        };
        PaymentLinkPaymentsResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description Newest first */
            data: components["schemas"]["TransactionListItem"][];
            /** @description Pass as `starting_after` for the next, older page; null on the last page */
            next_cursor: string | null;
        };
        SettlementReportResponse: {
            /** @enum {boolean} */
            ok: true;
            report: components["schemas"]["SettlementReport"];
        };
        SettlementReport: {
            /** @example 2026-11-28 */
            date: string;
            /** @enum {string} */
            currency: "IDR";
            buckets: {
                available: components["schemas"]["SettlementReportBucket"];
                held: components["schemas"]["SettlementReportBucket"];
                pending_settlement: components["schemas"]["SettlementReportBucket"];
            };
        };
        SettlementReportBucket: {
            /** @description The bucket's balance at 00:00 Asia/Jakarta */
            opening: number;
            /** @description opening + the sum of the movements: the balance at the end of the day */
            closing: number;
            movements: components["schemas"]["SettlementReportMovement"][];
        };
        SettlementReportMovement: {
            /**
             * @description `payments` (net of fees, per channel), `fees`, `refunds`, `payouts` (per channel), `withdrawals`, `returns`, `adjustments` (operator adjustments and suspense credits), `settlement` (pending_settlement to available), `orders` (product purchases and bill payments), `other`
             * @enum {string}
             */
            kind: "payments" | "fees" | "refunds" | "payouts" | "withdrawals" | "returns" | "adjustments" | "settlement" | "orders" | "other";
            /** @description The transaction type, for payments and payouts */
            channel?: string;
            /** @description How many ledger entries on this bucket the line sums */
            count: number;
            /** @description Signed IDR: positive credits the bucket */
            amount: number;
        };
        ReportJobResponse: {
            /** @enum {boolean} */
            ok: true;
            report: components["schemas"]["ReportJob"];
        };
        WithdrawalRequest: {
            /**
             * @description A settlement account id from GET /dashboard/v1/settlement-accounts
             * @example sa_3K9M2X7Q
             */
            settlement_account_id: string;
            /**
             * @description Amount in IDR (integer)
             * @example 50000
             */
            amount: number;
            /**
             * @description The merchant transaction PIN
             * @example 123456
             */
            pin: string;
        };
        SettlementAccountResponse: {
            /** @enum {boolean} */
            ok: true;
            account: components["schemas"]["SettlementAccount"];
        };
        SettlementAccount: {
            id: string;
            bank_code: string;
            bank_name: string;
            account_number: string;
            /** @description The holder's name as the bank's inquiry gave it */
            account_name: string;
            /**
             * Format: date-time
             * @example 2026-11-21T17:04:05+07:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Withdrawals to it are allowed from then on (24 hours after it was added)
             * @example 2026-11-21T17:04:05+07:00
             */
            usable_at: string;
            usable: boolean;
        };
        AddSettlementAccountRequest: {
            /**
             * @description One of the codes from GET /transfer/banks
             * @example 014
             */
            bank_code: string;
            /**
             * @description Destination account, 4 to 64 characters
             * @example 1234567890
             */
            account_number: string;
        };
        SettlementAccountListResponse: {
            /** @enum {boolean} */
            ok: true;
            data: components["schemas"]["SettlementAccount"][];
        };
        AutoWithdrawResponse: {
            /** @enum {boolean} */
            ok: true;
            /** @description Null until the settings are first saved */
            auto_withdraw: {
                enabled: boolean;
                /** @enum {string} */
                schedule: "daily" | "weekly";
                weekdays?: number[];
                time: string;
                reserve_amount: number;
                min_amount: number;
                settlement_account_id: string;
                /**
                 * Format: date-time
                 * @example 2026-11-21T17:04:05+07:00
                 */
                next_run_at: string | null;
            } | null;
        };
        AutoWithdrawRequest: {
            enabled: boolean;
            /** @enum {string} */
            schedule: "daily" | "weekly";
            /**
             * @description For `weekly`: ISO weekdays, 1 Monday to 7 Sunday
             * @example [
             *       1,
             *       4
             *     ]
             */
            weekdays?: number[];
            /**
             * @description Jakarta time (WIB)
             * @example 17:00
             */
            time: string;
            /**
             * @description IDR left in the available balance after the withdrawal and its fee
             * @example 1000000
             */
            reserve_amount: number;
            /**
             * @description No withdrawal below this amount: the run waits for the next one
             * @example 100000
             */
            min_amount: number;
            /**
             * @description A settlement account id from GET /dashboard/v1/settlement-accounts
             * @example sa_3K9M2X7Q
             */
            settlement_account_id: string;
            /**
             * @description The merchant transaction PIN
             * @example 123456
             */
            pin: string;
        };
        SandboxPaymentResponse: {
            /** @enum {boolean} */
            ok: true;
            partner_reff: string | null;
            /** @description The transaction status once the callback was applied (or after 10 seconds) */
            status?: string | null;
            gateway_reference: string;
            /** @description Set when the payment matched nothing and went to suspense */
            suspense_id?: string;
            virtual_account_number?: string;
            reference_number?: string;
        };
        SandboxCallbackResponse: {
            /** @enum {boolean} */
            ok: true;
            gateway_reference: string;
        };
        SandboxClockResponse: {
            /** @enum {boolean} */
            ok: true;
            /**
             * Format: date-time
             * @description The service clock, Asia/Jakarta
             * @example 2026-11-21T17:04:05+07:00
             */
            now: string;
        };
    };
    responses: never;
    parameters: {
        /** @description The event name, the same as `event` in the body */
        "X-Webhook-Event": string;
        /** @description The delivery id, the same on every attempt and resend; also the event id of GET /events */
        "X-Webhook-Delivery": string;
        /** @description Attempt number of this delivery, from 1 */
        "X-Webhook-Attempt": string;
        /** @description Hex HMAC-SHA256 of the raw body keyed with your client secret. Compare it in constant time. */
        "X-Webhook-Signature": string;
        /** @description Unix time (seconds) at which this attempt was signed and sent */
        "X-Webhook-Timestamp": string;
        /** @description `t=<X-Webhook-Timestamp>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with your client secret>`. Recompute v1 over the raw bytes, compare in constant time, and refuse a `t` more than 5 minutes from your clock: that refuses replays. */
        "X-Webhook-Signature-V2": string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests allowed per window (one minute) for this source IP */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (seconds) when the current window ends */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description `true` when this is the stored response of an earlier request with the same idempotency key */
        "X-Idempotency-Replay": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every part of the service is ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This OpenAPI 3.0 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML API reference (Swagger UI, served from this origin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createQris: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQrisRequest"];
            };
        };
        responses: {
            /** @description Dynamic QR created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateQrisResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions, newest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransactionsResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction reference returned when it was created */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction with its fees and status events */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTransactionResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTransactions: {
        parameters: {
            query?: {
                /** @description First day (Asia/Jakarta), included. Default: 29 days before `to`, so 30 days in all */
                from?: string;
                /** @description Last day (Asia/Jakarta), included; not before `from`, at most 92 days after it counting both. Default: today */
                to?: string;
                /** @description Only transactions of this type */
                type?: "qris" | "va" | "dedicated_va" | "transfer" | "ewallet" | "withdrawal" | "ewallet_cashin" | "digital" | "ppob" | "adjustment";
                /** @description Only transactions in this status */
                status?: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file: `text/csv; charset=utf-8`, `Content-Disposition: attachment; filename="transactions-<from>-<to>.csv"` */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `export_too_large`: more than 50,000 rows (or 5 MB on AWS) match; narrow the date range
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction reference returned when it was created */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment's refunds, newest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRefundsResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The transaction reference returned when it was created */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRefundRequest"];
            };
        };
        responses: {
            /** @description The refund: pending, succeeded or failed (with `failure_reason`) */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `refund_not_allowed`: not refundable: not an inbound payment, not paid or settled, or it has all its refunds
             *     - `refund_window_expired`: a refund back on the payment rail is allowed 30 days after `paid_at` at most
             *     - `refund_exceeds_refundable`: more than is left to refund (the amount paid minus every refund not failed)
             *     - `destination_required`: a VA payment is refunded by payout: give `destination` and `pin`
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `invalid_destination`: the gateway found no such account
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                refund_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVaBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banks currently active for one-time VA */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVaBanksResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createVaPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVaPaymentRequest"];
            };
        };
        responses: {
            /** @description One-time virtual account created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVaPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction reference returned when it was created */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The one-time VA payment and its fees */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDedicatedVas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active dedicated VAs */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDedicatedVasResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDedicatedVa: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDedicatedVaRequest"];
            };
        };
        responses: {
            /** @description The dedicated VA that already exists for this bank */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DedicatedVaResponse"];
                };
            };
            /** @description Dedicated VA created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DedicatedVaResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDedicatedVa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The dedicated VA id (integer) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dedicated VA */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DedicatedVaResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransferBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banks a transfer can go to (BI clearing codes) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferBanksResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    transferInquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferInquiryRequest"];
            };
        };
        responses: {
            /** @description Destination verified; the payout waits for its confirm (30 minutes). No money moves. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInquiryResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_destination`: the gateway found no such account
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    transferConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutConfirmRequest"];
            };
        };
        responses: {
            /** @description The payout after the confirm: paid, pending or failed */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutConfirmResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `inquiry_expired`: the inquiry is older than 30 minutes
             *     - `insufficient_balance`: the available balance does not cover the debit
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEwalletProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The five e-wallets a payout can top up */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EwalletProductsResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ewalletInquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EwalletInquiryRequest"];
            };
        };
        responses: {
            /** @description Destination verified; the payout waits for its confirm (30 minutes). No money moves. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInquiryResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_destination`: the gateway found no such account
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ewalletConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutConfirmRequest"];
            };
        };
        responses: {
            /** @description The payout after the confirm: paid, pending or failed */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutConfirmResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `inquiry_expired`: the inquiry is older than 30 minutes
             *     - `insufficient_balance`: the available balance does not cover the debit
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDeviceRequest"];
            };
        };
        responses: {
            /** @description Device registered, or refreshed when the token is known */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disableDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The push token, URL-encoded */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Device disabled */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDigitalProducts: {
        parameters: {
            query?: {
                /** @description Only products of this category */
                category?: "pulsa" | "data" | "emoney" | "games" | "pln" | "pascabayar";
                /** @description Only products of this operator (exact name, any case) */
                operator?: string;
                /** @description Only products whose name or code contains this text (any case) */
                search?: string;
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the catalog with your prices; inactive products are listed with status `inactive` */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigitalProductList"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDigitalProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product code (kode_produk), any case */
                kode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product with your price and the fields an order needs */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigitalProductResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDigitalOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key": string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Your reference for the order, unique per merchant
                     * @example INV-20261122-0001
                     */
                    ref_id: string;
                    /** @example TSEL10 */
                    kode_produk: string;
                    /**
                     * @description Destination: phone number, meter number, game user id or customer number
                     * @example 081234567890
                     */
                    tujuan: string;
                    /** @description Required for products with butuh_server_id (game server / zone id) */
                    server_id?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the price is debited, the order is `pending` and goes to the provider (webhooks order.pending, then order.success or order.failed) */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigitalOrderResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `duplicate_ref_id`: the ref_id was already used with another body
             *     - `duplicate_recent_order`: an identical order was placed within the last 60 seconds
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `product_inactive`: the product is not available right now
             *     - `invalid_msisdn`: the destination is not a valid number for the product (operator prefix, length)
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDigitalOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Your reference for the order, unique per merchant */
                ref_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order and its status (pending, success with `sn`, or failed with `message`) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigitalOrderResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ppobInquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example TSEL10 */
                    kode_produk: string;
                    /**
                     * @description Destination: phone number, meter number, game user id or customer number
                     * @example 081234567890
                     */
                    tujuan: string;
                };
            };
        };
        responses: {
            /** @description The bill; no money moves. Pay it once within 30 minutes with POST /tv/ppob/orders. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostpaidInquiryResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `product_inactive`: the product is not available right now
             *     - `invalid_msisdn`: the destination is not a valid number for the product (operator prefix, length)
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ppobOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key": string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Your reference for the order, unique per merchant
                     * @example INV-20261122-0001
                     */
                    ref_id: string;
                    /** @description From POST /tv/ppob/inquiries; single use, valid 30 minutes */
                    inquiry_id: number;
                };
            };
        };
        responses: {
            /** @description Accepted: `total` is debited and the payment goes to the biller (webhook ppob.paid on success, order.failed with a refund otherwise) */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigitalOrderResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `duplicate_ref_id`: the ref_id was already used with another body
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `inquiry_expired`: the inquiry is older than 30 minutes
             *     - `inquiry_used`: the postpaid inquiry was already paid by another order
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    digitalBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance shared by every channel: available (saldo), held and pending settlement */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigitalBalance"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The last 15 webhook delivery attempts of this API client, newest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryLog"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook delivery id (`X-Webhook-Delivery`), which is also the event id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery after one more attempt, sent now with the same body */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResentWebhook"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your endpoint's HTTP status and the latency of a webhook.ping */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPingResult"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description The id of the last event of the previous page: lists the events older than it. An id that is not one of your events is 422 `validation_failed`. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhook events, newest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventList"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user, its memberships and the pending invitations of its e-mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardMeResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreateMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The merchant's business name */
                    business_name: string;
                };
            };
        };
        responses: {
            /** @description Merchant created; the caller is its owner */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardMerchantResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `already_member`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardGetMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant acted on, with its KYC state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardMerchantResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant's balance buckets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardBalanceResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant's users and its pending invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDashboardUsersResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardInviteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Who is invited; compared without case. The invited user signs in with it to accept
                     */
                    email: string;
                    /**
                     * @description owner (everything, the users), developer, finance or viewer
                     * @default viewer
                     * @enum {string}
                     */
                    role?: "owner" | "developer" | "finance" | "viewer";
                };
            };
        };
        responses: {
            /** @description Invitation pending until the invited user accepts it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardInvitationResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `already_member`
             *     - `already_invited`
             *     - `too_many_invitations`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardRemoveUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                /** @description The user's id (its Cognito sub) */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user removed from the merchant (its sign-in stays) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardUserResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `last_owner`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardChangeUserRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                /** @description The user's id (its Cognito sub) */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description owner (everything, the users), developer, finance or viewer
                     * @enum {string}
                     */
                    role: "owner" | "developer" | "finance" | "viewer";
                };
            };
        };
        responses: {
            /** @description The user with its new role, effective at the user's next request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardUserResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `last_owner`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardRevokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending invitation withdrawn */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardInvitationResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardAcceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation accepted: a member with the invited role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitationResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `already_member`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardDeclineInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation declined and gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeclinedInvitationResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardAuditLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page: lists the older entries */
                starting_after?: string;
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of configuration changes, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreateEwalletCashin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEwalletCashinRequest"];
            };
        };
        responses: {
            /** @description Payment requested in the wallet app, waiting for the customer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateEwalletCashinResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardStatement: {
        parameters: {
            query?: {
                /** @description First day (Asia/Jakarta), included. Default: 29 days before `to`, so 30 days in all */
                from?: string;
                /** @description Last day (Asia/Jakarta), included; not before `from`, at most 92 days after it counting both. Default: today */
                to?: string;
                /** @description Entries per page, 1 to 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page: entries older than that one */
                starting_after?: string;
                /** @description One bucket's statement: its entries only, with `opening_balance` and `closing_balance`. Required with `format=csv` */
                bucket?: "available" | "held" | "pending_settlement";
                /** @description `json`, a page of entries; `csv`, every entry of the range for one `bucket` as a CSV file */
                format?: "json" | "csv";
                /** @description With `format=csv`, the header line's language: `en`, the column codes; `id`, Bahasa Indonesia. The cells are the same either way */
                lang?: "en" | "id";
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ledger entries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStatementResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             *     - `invalid_cursor`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `filter_too_broad`
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListTransactions: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
                /** @description Only transactions of this type */
                type?: "qris" | "va" | "dedicated_va" | "transfer" | "ewallet" | "withdrawal" | "ewallet_cashin" | "digital" | "ppob" | "adjustment";
                /** @description Only transactions in this status */
                status?: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
                /** @description First day (Asia/Jakarta), included. Default: 29 days before `to`, so 30 days in all */
                from?: string;
                /** @description Last day (Asia/Jakarta), included; not before `from`, at most 92 days after it counting both. Default: today */
                to?: string;
                /** @description Only transactions whose partner_reff starts with this */
                q?: string;
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransactionsResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `filter_too_broad`
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardExportTransactions: {
        parameters: {
            query?: {
                /** @description First day (Asia/Jakarta), included. Default: 29 days before `to`, so 30 days in all */
                from?: string;
                /** @description Last day (Asia/Jakarta), included; not before `from`, at most 92 days after it counting both. Default: today */
                to?: string;
                /** @description Only transactions of this type */
                type?: "qris" | "va" | "dedicated_va" | "transfer" | "ewallet" | "withdrawal" | "ewallet_cashin" | "digital" | "ppob" | "adjustment";
                /** @description Only transactions in this status */
                status?: "created" | "waiting_payment" | "pending" | "paid" | "settled" | "failed" | "expired" | "cancelled";
                /** @description Only transactions whose partner_reff starts with this */
                q?: string;
                /** @description The header line's language: `en`, the API's column names; `id`, Bahasa Indonesia. The cells are the same either way (the API's codes and amounts) */
                lang?: "en" | "id";
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file: `text/csv; charset=utf-8`, `Content-Disposition: attachment; filename="transactions-<from>-<to>.csv"` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `export_too_large`: more than 50,000 rows (or 5 MB on AWS) match; narrow the date range
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardGetTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                /** @description The transaction reference returned when it was created */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction with its fees and status events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTransactionResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListRefunds: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                /** @description The transaction reference returned when it was created */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment's refunds, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRefundsResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreateRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                /** @description The transaction reference returned when it was created */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRefundRequest"];
            };
        };
        responses: {
            /** @description The refund: pending, succeeded or failed (with `failure_reason`) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `refund_not_allowed`: not refundable: not an inbound payment, not paid or settled, or it has all its refunds
             *     - `refund_window_expired`: a refund back on the payment rail is allowed 30 days after `paid_at` at most
             *     - `refund_exceeds_refundable`: more than is left to refund (the amount paid minus every refund not failed)
             *     - `destination_required`: a VA payment is refunded by payout: give `destination` and `pin`
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `invalid_destination`: the gateway found no such account
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardPayoutInquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Amount in IDR (integer)
                     * @example 50000
                     */
                    amount: number;
                    /**
                     * @description One of the codes from GET /transfer/banks
                     * @example 014
                     */
                    bank_code: string;
                    /**
                     * @description Destination account, 4 to 64 characters
                     * @example 1234567890
                     */
                    account_number: string;
                    /** @enum {string} */
                    channel: "transfer";
                } | {
                    /**
                     * @description Amount in IDR (integer)
                     * @example 50000
                     */
                    amount: number;
                    /**
                     * @description One of the codes from GET /ewallet/products
                     * @example OVO
                     */
                    product_code: string;
                    /** @example 081234567890 */
                    phone_number: string;
                    /** @enum {string} */
                    channel: "ewallet";
                };
            };
        };
        responses: {
            /** @description Destination verified; the payout waits for its confirm (30 minutes). No money moves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInquiryResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_destination`: the gateway found no such account
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardPayoutConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The partner_reff from the inquiry */
                    partner_reff: string;
                    /**
                     * @description The merchant transaction PIN
                     * @example 123456
                     */
                    pin: string;
                    /** @enum {string} */
                    channel: "transfer" | "ewallet";
                };
            };
        };
        responses: {
            /** @description The payout after the confirm: paid, pending or failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutConfirmResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `inquiry_expired`: the inquiry is older than 30 minutes
             *     - `insufficient_balance`: the available balance does not cover the debit
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardSetPin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The new transaction PIN
                     * @example 482915
                     */
                    new_pin: string;
                    /** @description The PIN now in force; required once a PIN is set */
                    current_pin?: string;
                };
            };
        };
        responses: {
            /** @description The PIN is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinSetResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `weak_pin`: the new PIN is one digit repeated or a run (`111111`, `123456`, `654321`)
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListClients: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant's API clients, oldest first; never a secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDashboardClientsResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreateClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What you call this API client, e.g. "Production server" */
                    name: string;
                    /** @description What the client may do; a subset of the permissions */
                    permissions: ("qris:create" | "qris:read" | "va:create" | "va:read" | "transfer:create" | "ewallet:create" | "digital:read" | "digital:create" | "digital:ppob" | "refund:create" | "batch:approve" | "withdrawal:create" | "batch:create" | "link:create" | "report:read")[];
                    /** @description Source IPs the client may call from; empty: any */
                    ip_allowlist?: (string)[];
                    /** Format: uri */
                    callback_url?: string | null;
                    /**
                     * @description The merchant's transaction PIN, judged as a payout confirm judges it (a wrong one counts toward the same lock). Required when the request grants a money-out permission (`transfer:create`, `ewallet:create`, `digital:create`, `digital:ppob`, `refund:create`, `batch:approve`, `withdrawal:create`): only an owner may, and only with it
                     * @example 482915
                     */
                    pin?: string;
                };
            };
        };
        responses: {
            /** @description API client created; client_secret is shown only in this answer (and to a replay of the same Idempotency-Key) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardCreatedClientResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `client_limit_reached`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardPatchClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What you call this API client, e.g. "Production server" */
                    name?: string;
                    permissions?: ("qris:create" | "qris:read" | "va:create" | "va:read" | "transfer:create" | "ewallet:create" | "digital:read" | "digital:create" | "digital:ppob" | "refund:create" | "batch:approve" | "withdrawal:create" | "batch:create" | "link:create" | "report:read")[];
                    ip_allowlist?: (string)[];
                    /** Format: uri */
                    callback_url?: string | null;
                    /** @description False deactivates the client: its calls are refused */
                    active?: boolean;
                    /**
                     * @description The merchant's transaction PIN, judged as a payout confirm judges it (a wrong one counts toward the same lock). Required when the request grants a money-out permission (`transfer:create`, `ewallet:create`, `digital:create`, `digital:ppob`, `refund:create`, `batch:approve`, `withdrawal:create`): only an owner may, and only with it
                     * @example 482915
                     */
                    pin?: string;
                };
            };
        };
        responses: {
            /** @description API client updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardClientResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardRotateClientSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description True ends the previous secret at once (a leaked secret); by default it is accepted 24 hours more */
                    revoke_previous?: boolean;
                };
            };
        };
        responses: {
            /** @description The new secret, shown once; the previous one works until previous_secret_expires_at, or not at all with revoke_previous */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardRotatedClientSecretResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListClientWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The last 15 webhook delivery attempts of this API client, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryLog"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardPingClientWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint's HTTP status and the latency of a webhook.ping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPingResult"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardResendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                /** @description Webhook delivery id (`X-Webhook-Delivery`), which is also the event id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery after one more attempt, sent now with the same body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResentWebhook"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreateKycDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the document is: the owner's KTP, NPWP, NIB or deed
                     * @enum {string}
                     */
                    kind: "ktp" | "npwp" | "nib" | "deed";
                    /**
                     * @description The file's type: the upload's policy requires it as the form's Content-Type field
                     * @enum {string}
                     */
                    content_type: "image/jpeg" | "image/png" | "application/pdf";
                };
            };
        };
        responses: {
            /** @description The document, and the presigned POST (URL and form fields) its file must be uploaded with */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDocumentUploadResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `kyc_already_submitted`
             *     - `kyc_already_verified`
             *     - `kyc_document_limit_reached`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardGetKyc: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The KYC state, the rejection reason and the latest submission with its documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardKycResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardSubmitKyc: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The business's legal name, as on its deed */
                    legal_name: string;
                    /** @description Nomor Induk Berusaha: 13 digits */
                    nib: string;
                    /** @description The business tax number: 15 digits, or 16 (the NIK-based form) */
                    npwp: string;
                    /** @description The business's registered address */
                    address: string;
                    /** @description The owner's NIK (KTP number): 16 digits */
                    owner_ktp_number: string;
                    /** @description Documents created with POST /dashboard/v1/kyc/documents and uploaded */
                    document_ids: string[];
                };
            };
        };
        responses: {
            /** @description The merchant, its KYC submitted for review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardMerchantResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `kyc_already_submitted`
             *     - `kyc_already_verified`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `kyc_document_not_uploaded`
             *     - `kyc_document_too_large`
             *     - `kyc_document_content_type_mismatch`
             *     - `kyc_documents_incomplete`
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayoutBatches: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your payout batches, newest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchListResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePayoutBatchRequest"];
            };
        };
        responses: {
            /** @description The batch, `validating`: its rows are checked in the background (then `ready` or `invalid`) */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `duplicate_reference`: the merchant already has a payout batch with this reference
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayoutBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch, with its rows counted by outcome once approved */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayoutBatchItems: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: never;
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the batch's rows in their order: each one's validation (owner's name, fee, why invalid) and, once paid out, its payout */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchItemsResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approvePayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovePayoutBatchRequest"];
            };
        };
        responses: {
            /** @description The batch, `processing`: every valid row's amount and fees are held, and each row is paid out */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `same_maker_and_checker`: the API client or dashboard user that created the batch may not approve it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `batch_not_approvable`: the batch is not `ready` (still validating, invalid, approved already, rejected or expired)
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `batch_has_invalid_items`: the batch has invalid rows: approve with `ignore_invalid: true` to pay the valid ones
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectPayoutBatchRequest"];
            };
        };
        responses: {
            /** @description The batch, `rejected`; nothing was or will be paid */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `batch_not_approvable`: the batch is not `ready` (still validating, invalid, approved already, rejected or expired)
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListPayoutBatches: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your payout batches, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchListResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreatePayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePayoutBatchRequest"];
            };
        };
        responses: {
            /** @description The batch, `validating`: its rows are checked in the background (then `ready` or `invalid`) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `duplicate_reference`: the merchant already has a payout batch with this reference
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardGetPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch, with its rows counted by outcome once approved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListPayoutBatchItems: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the batch's rows in their order: each one's validation (owner's name, fee, why invalid) and, once paid out, its payout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchItemsResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardApprovePayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovePayoutBatchRequest"];
            };
        };
        responses: {
            /** @description The batch, `processing`: every valid row's amount and fees are held, and each row is paid out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `same_maker_and_checker`: the API client or dashboard user that created the batch may not approve it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `batch_not_approvable`: the batch is not `ready` (still validating, invalid, approved already, rejected or expired)
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `batch_has_invalid_items`: the batch has invalid rows: approve with `ignore_invalid: true` to pay the valid ones
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardRejectPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectPayoutBatchRequest"];
            };
        };
        responses: {
            /** @description The batch, `rejected`; nothing was or will be paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `batch_not_approvable`: the batch is not `ready` (still validating, invalid, approved already, rejected or expired)
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your payment links, newest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkListResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentLinkRequest"];
            };
        };
        responses: {
            /** @description The link, active */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, with its paid payments counted */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deactivatePaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, inactive */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListPaymentLinks: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                per_page?: number;
                /** @description Page number, starting at 1 */
                page?: number;
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your payment links, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkListResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentLinkRequest"];
            };
        };
        responses: {
            /** @description The link, active */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardGetPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, with its paid payments counted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardDeactivatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, inactive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListPaymentLinkPayments: {
        parameters: {
            query?: {
                /** @description Payments per page, 1 to 100 */
                limit?: number;
                /** @description The `next_cursor` of the previous page: payments older than those */
                starting_after?: string;
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's payments, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkPaymentsResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSettlementReport: {
        parameters: {
            query: {
                /** @description The day (Asia/Jakarta); today at the latest */
                date: string;
                /** @description `json` (default), `csv` (UTF-8 with a byte order mark) or `xlsx` */
                format?: "json" | "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: JSON, or the CSV or XLSX file as `format` asks */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementReportResponse"];
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "settlement";
                    /**
                     * Format: date
                     * @description First day (Asia/Jakarta), included
                     * @example 2026-09-01
                     */
                    from: string;
                    /**
                     * Format: date
                     * @description Last day (Asia/Jakarta), included: not before `from`, not after today, at most 92 days counting both
                     * @example 2026-11-28
                     */
                    to: string;
                    /**
                     * @description The file: `csv` (default) or `xlsx`
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                };
            };
        };
        responses: {
            /** @description The report, `pending`: it is produced in the background */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportJobResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                report_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, with a fresh download link once ready */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportJobResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardSettlementReport: {
        parameters: {
            query: {
                /** @description The day (Asia/Jakarta); today at the latest */
                date: string;
                /** @description `json` (default), `csv` (UTF-8 with a byte order mark) or `xlsx` */
                format?: "json" | "csv" | "xlsx";
            };
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: JSON, or the CSV or XLSX file as `format` asks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementReportResponse"];
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreateReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "settlement";
                    /**
                     * Format: date
                     * @description First day (Asia/Jakarta), included
                     * @example 2026-09-01
                     */
                    from: string;
                    /**
                     * Format: date
                     * @description Last day (Asia/Jakarta), included: not before `from`, not after today, at most 92 days counting both
                     * @example 2026-11-28
                     */
                    to: string;
                    /**
                     * @description The file: `csv` (default) or `xlsx`
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                };
            };
        };
        responses: {
            /** @description The report, `pending`: it is produced in the background */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportJobResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardGetReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                report_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, with a fresh download link once ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportJobResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRequest"];
            };
        };
        responses: {
            /** @description The withdrawal: paid, pending or failed (with `message`) */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutConfirmResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `settlement_account_not_ready`: the settlement account was added less than 24 hours ago; withdrawals to it start at its `usable_at`
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardCreateWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRequest"];
            };
        };
        responses: {
            /** @description The withdrawal: paid, pending or failed (with `message`) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutConfirmResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             *     - `kyc_required`: the merchant is not KYC verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `settlement_account_not_ready`: the settlement account was added less than 24 hours ago; withdrawals to it start at its `usable_at`
             *     - `fees_exceed_amount`: the fees would reach the amount; raise the amount
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             *     - `insufficient_balance`: the available balance does not cover the debit
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardListSettlementAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementAccountListResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardAddSettlementAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddSettlementAccountRequest"];
            };
        };
        responses: {
            /** @description The account, with its holder name and `usable_at` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementAccountResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             *     - `too_many_settlement_accounts`: the merchant has 3 settlement accounts already; remove one first
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_destination`: the gateway found no such account
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardRemoveSettlementAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path: {
                /** @description A settlement account id from GET /dashboard/v1/settlement-accounts */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardGetAutoWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoWithdrawResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardPutAutoWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description The merchant the request acts on; required when the user belongs to several */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoWithdrawRequest"];
            };
        };
        responses: {
            /** @description The settings saved, with `next_run_at` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoWithdrawResponse"];
                };
            };
            /**
             * @description Error. Error codes:
             *     - `merchant_id_required`: the user belongs to several merchants and sent no `X-Merchant-Id`
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_token`: the Bearer token is not an ID token of the dashboard user pool
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        message: "Unauthorized";
                    };
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             *     - `invalid_pin`: the transaction PIN is wrong
             *     - `pin_locked`: too many wrong PINs; confirms are locked for 15 minutes
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxQrisPay: {
        parameters: {
            query?: {
                /** @description How many identical copies of the callback are delivered at once (1 to 20) */
                copies?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The partner_reff of one of your transactions */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxQrisFail: {
        parameters: {
            query?: {
                /** @description How many identical copies of the callback are delivered at once (1 to 20) */
                copies?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The partner_reff of one of your transactions */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxQrisCancel: {
        parameters: {
            query?: {
                /** @description How many identical copies of the callback are delivered at once (1 to 20) */
                copies?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The partner_reff of one of your transactions */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxVaPay: {
        parameters: {
            query?: {
                /** @description How many identical copies of the callback are delivered at once (1 to 20) */
                copies?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The number of one of your VAs (one-time or dedicated) */
                virtual_account_number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The amount paid: a one-time VA's own amount, any amount for a dedicated VA */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxEwalletCashinPay: {
        parameters: {
            query?: {
                /** @description How many identical copies of the callback are delivered at once (1 to 20) */
                copies?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The reference number the wallet app shows (the cash-in's `reference_number`) */
                reference_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxPayoutReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The partner_reff of one of your transactions */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bank's reason */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxPayoutExecute: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The partner_reff of one of your transactions */
                partner_reff: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, and applied by the service's callback consumer (the answer waits up to 10 seconds): the transaction's status now */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxCallback: {
        parameters: {
            query?: {
                /** @description How many identical copies of the callback are delivered at once (1 to 20) */
                copies?: string;
            };
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    partner_reff?: string;
                    virtual_account_number?: string;
                    bank_code?: string;
                    amount: number;
                    gateway_reference?: string;
                };
            };
        };
        responses: {
            /** @description Sent; the service applies it in the background (a late, duplicate or mismatched payment) */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCallbackResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Not found. Error codes:
             *     - `not_found`: no such resource for this merchant
             */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The upstream gateway failed. Error codes:
             *     - `upstream_error`: the payment gateway failed; `upstream_status` carries its HTTP status
             */
            502: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxClockAdvance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry. Valid for 24 hours per API client. The same key and body replay the first response with `X-Idempotency-Replay: true`; the same key with another body answers 409 `idempotency_key_conflict`. */
                "X-Idempotency-Key"?: string;
                /** @description Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seconds: number;
                };
            };
        };
        responses: {
            /** @description The service clock after the move */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Idempotency-Replay": components["headers"]["X-Idempotency-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             *     - `permission_denied`: the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Conflict. Error codes:
             *     - `idempotency_key_conflict`: the idempotency key was used with a different request
             *     - `idempotency_key_in_progress`: a request with this idempotency key is still running
             */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is too large. Error codes:
             *     - `payload_too_large`: the body is larger than 64 KiB
             */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body is not JSON. Error codes:
             *     - `unsupported_media_type`: Content-Type is present and is not application/json
             */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Service unavailable. Error codes:
             *     - `service_unavailable`: busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds
             */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service clock */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockResponse"];
                };
            };
            /**
             * @description Authentication failed. Error codes:
             *     - `invalid_authorization_header`: the Authorization header is not `Bearer client_id:client_secret`
             *     - `invalid_client`: unknown or wrong credentials
             */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Access denied. Error codes:
             *     - `client_not_active`: the API client is deactivated
             *     - `ip_not_allowed`: the source IP is not on the API client allow list
             */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Validation or business rule failed. Error codes:
             *     - `validation_failed`: the request is invalid; `errors` maps each field to its messages
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Too many requests. Error codes:
             *     - `rate_limited`: more than 60 requests per minute from this IP; retry after `Retry-After` seconds
             */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Internal error. Error codes:
             *     - `internal_error`: an unexpected failure; nothing internal is revealed
             */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
