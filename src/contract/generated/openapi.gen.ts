// Generated from openapi/spec.yaml by `npm run codegen`. Do not edit.
export type paths = {
    "/api/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the admin area
         * @description Only accounts whose role is `admin` may sign in here; any other account gets 403.
         */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out of the admin area (revokes the token) */
        post: operations["adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the admin area (alias of `POST /api/v1/login`)
         * @description The same operation as `POST /api/v1/login` (the same handler, body and answers),
         *     on the base where the original site's client signs its admin in. Kept for that client;
         *     new clients use `/api/v1/login`.
         */
        post: operations["adminLoginAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of the admin area (alias of `POST /api/v1/logout`)
         * @description The same operation as `POST /api/v1/logout`, on the base the original site's client uses.
         *     Kept for that client; new clients use `/api/v1/logout`.
         */
        post: operations["adminLogoutAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in admin (alias of `GET /api/v1/user`)
         * @description The same operation as `GET /api/v1/user`, on the base the original site's client uses.
         *     Kept for that client; new clients use `/api/v1/user`.
         */
        get: operations["getCurrentUserAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every offer and review, active or not */
        get: operations["listAdminContent"];
        put?: never;
        /**
         * Create an offer or a review
         * @description When `key` is missing it becomes the lower-cased title with spaces turned into underscores.
         */
        post: operations["createContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Update an offer or a review */
        put: operations["updateContent"];
        post?: never;
        /** Delete an offer or a review */
        delete: operations["deleteContent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active offers and reviews for the home page */
        get: operations["listPublicContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active reviews */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent inquiries and the inquiry overview
         * @description "Today" is the current day in America/Toronto.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/dashboard/quick-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The four quick-stat figures
         * @description `totalInquiries`: all inquiries. `activeServices`: services whose active flag is set.
         *     `monthlyGrowth`: this month's inquiries against last month's, in percent, rounded to one
         *     decimal (100 when last month had none and this month has some, 0 when both are empty).
         *     `satisfiedClients`: distinct emails among completed inquiries. Months are in America/Toronto.
         */
        get: operations["getQuickStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/dashboard/system-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database reachability, uptime and version */
        get: operations["getSystemHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active services in display order */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One active service */
        get: operations["getService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every service, active or not, in display order */
        get: operations["listAdminServices"];
        put?: never;
        /** Create a service (placed last) */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Update a service */
        put: operations["updateService"];
        post?: never;
        /**
         * Delete a service
         * @description Inquiries that named the service keep their text; their link to it is cleared.
         */
        delete: operations["deleteService"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/services/{id}/toggle-active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flip a service's active flag */
        post: operations["toggleServiceActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/services/update-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the display order of services
         * @description Every listed id must exist; the whole change is applied or none of it.
         */
        post: operations["updateServiceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact inquiry */
        post: operations["createInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of inquiries, filtered and searched */
        get: operations["listInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/inquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One inquiry */
        get: operations["getInquiry"];
        /** Update an inquiry's status and notes */
        put: operations["updateInquiry"];
        post?: never;
        /** Delete an inquiry */
        delete: operations["deleteInquiry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/inquiries/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an inquiry's status */
        patch: operations["updateInquiryStatus"];
        trace?: never;
    };
    "/api/api/v1/admin/inquiries/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of, or delete, several inquiries at once
         * @description The inquiries are named by `ids`, or by `inquiry_ids`, the original site's client's name
         *     for the same list: one of the two is required, not both (422 on `ids`, or on `inquiry_ids`
         *     when both are sent). `action: update_status` needs `status`. Ids that do not exist are
         *     ignored; `affected` counts the rows changed. One transaction: all or nothing.
         */
        post: operations["bulkUpdateInquiries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/inquiries-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inquiry counts per status and per month (last 12 months, America/Toronto) */
        get: operations["getInquiryStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every city */
        get: operations["listAdminCities"];
        put?: never;
        /** Add a city */
        post: operations["createCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/cities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Update a city */
        put: operations["updateCity"];
        post?: never;
        /** Delete a city */
        delete: operations["deleteCity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities served by the school */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/municipalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ontario municipalities, to choose the city of a sign-up
         * @description A fixed list that ships with the product (no database, the same for every caller): each municipality's English name, its official French name where it differs, and the latitude and longitude of its centre (4 decimals, accurate to a few kilometres), ordered by English name. The sign-up form sends the chosen name as `city` and its coordinates (or the browser's more precise position) as `latitude`/`longitude`.
         */
        get: operations["listMunicipalities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner organisations (public fields; never the account number) */
        get: operations["listPartners"];
        put?: never;
        /**
         * Add a partner with its logo
         * @description The logo must be a PNG, JPEG, GIF or WebP image (its bytes are checked) of at most 2 MB.
         *     Without a `discount_code` (absent or blank) the partner gets one that cannot be guessed:
         *     the first word of its name in capitals, a dash and 8 random characters from
         *     `23456789ABCDEFGHJKMNPQRSTUVWXYZ` (e.g. `LIMESTONE-7KQ2M9XP`).
         */
        post: operations["createPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/partners/{id}/students": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A partner's students, when the account number matches
         * @description Answers the partner's referred students, their count and the partner's profit (10 dollars a
         *     student) only when `account_number` equals the partner's account id, ignoring case and
         *     surrounding spaces; otherwise 403. Rate limited against guessing.
         */
        post: operations["checkPartnerStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every partner with its account number and discount (admin only) */
        get: operations["listAdminPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a partner, and its logo when one is sent
         * @description Without `logo` the stored logo is kept; a new logo (PNG, JPEG, GIF or WebP, its bytes
         *     checked, at most 2 MB) replaces it and the old file is deleted.
         */
        put: operations["updatePartner"];
        post?: never;
        /**
         * Delete a partner and its logo
         * @description Refused with 409 `has_students` while students are recorded under the partner (what it
         *     earned would be lost). Bookings made with its code keep the partner's name.
         */
        delete: operations["deletePartner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a city photo or a review avatar
         * @description The image is checked like a partner logo (PNG, JPEG, GIF or WebP by its bytes, every pixel
         *     decodes, at most 2 MB) and stored under the uploads; the answer is its URL path, to put in
         *     a city's `images` or a review's `avatar`. Pages show it through the same renderings
         *     (`/images/<width>/…`).
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/students-with-discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Students referred by partners (admin only) */
        get: operations["listStudentsWithDiscounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Student or instructor sign-in
         * @description An account whose email is not verified yet is refused with 403 and a message saying so. A
         *     "teacher" account gets an instructor token (`user.type` says which), which opens the
         *     instructor area only.
         */
        post: operations["customerLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/userSignUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an unverified account and email a 6-digit code
         * @description The code expires after 15 minutes and allows 5 attempts. The answer (201) is the same whether or not an account has the email, so that sign-ups reveal no account (the original site answered 422 "The email has already been taken"). Signing up again with an email still waiting for verification changes nothing of that account: its owner is mailed a new code. An email of a verified account creates and changes nothing: its owner is mailed, in their language, that someone tried to sign up with it, with links to sign in and to reset the password (the admin's email is mailed nothing). At most 5 mails per email per hour (sign-ups and resendVerificationCode together), whether or not an account has the email: 429 past that.
         */
        post: operations["customerSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/resendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a new verification code to an account waiting for verification
         * @description Answers the same, in content and time, whether the email belongs to an account waiting for verification (which is mailed a new code, replacing the last one, with fresh attempts), to a verified account or to none. At most 5 codes per email per hour (with sign-ups): 429 past that, for any email.
         */
        post: operations["resendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/verifyCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the emailed code; answers a token
         * @description A wrong, expired or missing code (an unknown email included) gets the same 422 answer. The 5 attempts are counted per email since its last code request, with or without an account. Wrong codes are also counted per email across its codes: after 10 in any hour, every try (the right code included) gets 429 with `Retry-After` until the first of them is an hour old; the right code forgives them. A "teacher" account gets an instructor token, as at sign-in.
         */
        post: operations["verifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Student sign-out (revokes the token) */
        post: operations["customerLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's profile
         * @description `phone_number` is in E.164 (`+16135550142`), or null when none is on file or the one on
         *     file is not a valid Canadian number (the profile form then asks for one).
         *     `email_locale` is the language of the mails the student gets (codes, password resets).
         */
        get: operations["getMyAccount"];
        /**
         * Change the signed-in student's profile
         * @description The whole form at once, with `updated_at` as read: the profile is written only if it still
         *     has that version, otherwise 409 `code: stale` and nothing is written (the student changed
         *     it meanwhile in another tab or device). Names and city are trimmed and may not be blank.
         *     `phone_number` must be a valid number read as Canadian (libphonenumber's rules: `613-555-0142`,
         *     `(613) 555 0142` and `+1 613 555 0142` are one number; a number of another country needs
         *     its `+` code): stored and answered in E.164, otherwise a 422 on `phone_number`. `latitude` and `longitude` go together (a 422 on the missing one); left
         *     out, the stored ones are kept while the city stays the same and cleared when it changes.
         *     The email is not changed here.
         */
        put: operations["updateMyAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/account/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's text messages (SMS) consent
         * @description Texts are opt-in only. `opted_in` is true once the student ticked the profile's box and
         *     verified their mobile number with the code texted to it, and has sent no STOP (nor turned
         *     texts off) since. `phone_number` is the verified number (E.164), `pending_phone` a number a
         *     code was sent to and not yet confirmed. `consent_wording` is the box's wording the student
         *     agreed to, in the language they saw it in, with `consented_at`.
         */
        get: operations["getMyTexts"];
        put?: never;
        post?: never;
        /**
         * The student turns texts off
         * @description No more texts from now on, including those waiting to go out (the quiet hours); recorded
         *     with the time and source `profile`, as a STOP by text is with source `sms`. Turning them
         *     off when they are off answers the same.
         */
        delete: operations["stopMyTexts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/account/texts/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a verification code to the student's mobile number
         * @description The first step of the opt-in: a 6-digit code is texted to `phone_number` (read as Canadian,
         *     as the profile's number is; a 422 on `phone_number` otherwise), at any hour, valid 10
         *     minutes, 5 attempts. It is the only code ever sent by text: sign-in and reset codes go by
         *     mail. At most 5 codes per account per hour (429). Rate limited per address (strict limit).
         */
        post: operations["sendMyPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/account/texts/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the texted code and opt in to texts
         * @description The student ticked "Send me lesson reminders and updates by text" and typed the code texted
         *     to `pending_phone`: the number becomes the verified one and the opt-in is recorded with the
         *     box's wording in the request's language (`Accept-Language`), its time and source
         *     `profile`. A wrong or expired code is a 422 on `code` (after 5 wrong ones the code is
         *     spent: ask for another). `consent` must be true: the box ticked. Rate limited per
         *     address (strict limit).
         */
        post: operations["confirmMyTexts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in student's password
         * @description `current_password` is checked as a sign-in is: a wrong one is a 422 on `current_password`
         *     and counts as a failed sign-in of the account's email (after `LOGIN_FAILURES_MAX` of them
         *     in the window, 429 with `Retry-After`, for this and both logins). On success the new
         *     password is hashed as at sign-up and every other session (token) of the student is
         *     revoked: the token of this request keeps working, any other one gets 401. The owner is
         *     mailed that the password changed (in their mail language, with the reset page's link in
         *     case it was not them). Rate limited per address (strict limit).
         */
        post: operations["changeMyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in instructor's password
         * @description `changeMyPassword` for the instructor area (its own operation, so a browser holding a
         *     student's session too changes the right account's password): the same checks, answers and
         *     effects — every other session of the instructor revoked, this one kept, the owner mailed.
         *     Rate limited per address (strict limit).
         */
        post: operations["changeInstructorPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in admin's password
         * @description `changeMyPassword` for the admin area: the same checks, answers and effects — every other
         *     session of the admin revoked, this one kept. The admin's password cannot be reset by mail,
         *     so the notice mailed to the admin says to have the server's operator reset it if the
         *     change was not theirs. Rate limited per address (strict limit).
         */
        post: operations["changeAdminPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password-reset code ("forgot my password")
         * @description Answers the same, in content and time, whether or not the email belongs to an account.
         *     A verified customer account is mailed, in its `email_locale`, a 6-digit code and a link
         *     to the site's `/reset-password?email=…` page (under `/fr` or `/ar` for those languages).
         *     The code expires after 30 minutes, allows 5 attempts and is used once; a new request
         *     replaces the last code (and brings fresh attempts). Other emails (unknown, waiting for
         *     verification, the admin's) are mailed nothing. At most 5 requests per email per hour,
         *     whether or not an account has it: 429 past that. Rate limited per address (strict limit).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the emailed reset code
         * @description A wrong, expired or used code (an unknown email included) gets the same 422 on `code`.
         *     The 5 attempts are counted per email since its last reset request, with or without an
         *     account; past them the right code is refused too until a new one is requested. Wrong codes
         *     are also counted per email across its codes (a new code brings no new ones): after 10 in
         *     any hour, every try gets 429 with `Retry-After` until the first of them is an hour old.
         *     On success the new password is hashed as at sign-up, the code is used up, every session
         *     (token) of the student is revoked — they sign in again with the new password — and a lock
         *     of the email from failed sign-ins is lifted, its wrong codes forgiven; the owner is mailed
         *     that the password changed. Rate limited per address (strict limit).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/getAcceptedInstructors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approved instructors with a valid licence (public fields; the birthday only for an admin)
         * @description Instructors the office approved whose licence has not expired (Toronto days), by first
         *     name. The bio is in the request's language where the instructor wrote one. No sign-in
         *     email or personal phone, even for an admin (the office reads those with
         *     `listAdminInstructors`).
         */
        get: operations["listAcceptedInstructors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/getInstructorDates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * An approved instructor's availability, by date and time
         * @description The hours the instructor is available on the Toronto days from today for 28 days (their
         *     weekly hours and exceptions, before any booking), earliest first; an instructor whose
         *     licence has expired has none. `id` numbers the windows of this answer.
         */
        get: operations["listInstructorDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/getPackages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookable packages with their date options
         * @description Kept as the original site's client reads it (a bare array, `price` in dollars as a
         *     number, `datesData` in camelCase). Active packages only, each with its open dates not yet
         *     started. New fields sit beside the old ones: `ar_name`, `ar_description`, `price_cents`
         *     (integer cents, `price = price_cents / 100`), `hst_applies`, and on each date
         *     `capacity` and `seats_left`. New clients use `listPublicPackages`.
         */
        get: operations["listPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active packages with their bookable dates, prices in cents and HST (public)
         * @description What the booking page and every public "Enroll now" need, readable without a token (the
         *     price is public; booking needs a student's token). Active packages only, in display
         *     order; each with its open dates that have not started yet (America/Toronto), earliest
         *     first, and the seats left on each (a date with none left is listed with
         *     `seats_left: 0`, so the page can say "sold out"). Amounts are integer cents: `hst_cents`
         *     is the package line's HST at the current rate (`price_cents × hst_rate_bp / 10000`,
         *     rounded half away from zero to the cent), `total_cents = price_cents + hst_cents`. A
         *     discount code changes these: ask `quoteBooking`.
         *     A public "Enroll now" links to the booking page with `?service=<id>` or `?offer=<id>`; the
         *     page chooses the package whose `service_ids` / `offer_ids` hold it, so the public pages
         *     need no new data. Seats left change with every booking: answered from the public cache
         *     (every write empties it), never older than `PUBLIC_CACHE_TTL_MS`.
         */
        get: operations["listPublicPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every package, active or not, with every date and its seats taken and left
         * @description Display order (`sort_order`, then id). Each date lists `capacity`, `seats_taken` (held,
         *     confirmed-unpaid and paid bookings: a hold counts until it has expired), `seats_left` and
         *     `bookings_count` (bookings in any status, cancelled ones included: a date or package with
         *     any booking can be closed, never deleted). Past dates are included (the office's
         *     history), newest last.
         */
        get: operations["listAdminPackages"];
        put?: never;
        /**
         * Create a package (placed last)
         * @description `price_cents` is an integer amount in cents (`39900` is $399.00); a decimal, a text such as
         *     "85abc" or "free", or a negative number is a 422 on `price_cents`. `name.en` is required; an
         *     empty French or Arabic name or description is shown in English. `service_ids` and
         *     `offer_ids` (content items of type `offer`) name what this package fulfils: each must
         *     exist (422 otherwise) and may belong to one package only (422 naming the package that
         *     already fulfils it). Dates are added afterwards (`createPackageDate`).
         */
        post: operations["createPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a package
         * @description The same rules as `createPackage`, with `expected_updated_at` (409 when stale). A new
         *     price or HST flag applies to bookings made afterwards: existing bookings, receipts and
         *     credit notes keep the amounts they were made with.
         */
        put: operations["updatePackage"];
        post?: never;
        /**
         * Delete a package that has never been booked
         * @description Deletes the package and its dates. A package with any booking (in any status, cancelled
         *     and expired ones included: receipts point at it) is refused with 409 `code: has_bookings`;
         *     deactivate it instead (`setPackageActive`).
         */
        delete: operations["deletePackage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/packages/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a package
         * @description Sets the flag to the value sent (idempotent, unlike a toggle). An inactive package is
         *     hidden from visitors and cannot be booked (409 `package_inactive`); its existing bookings
         *     are untouched.
         */
        patch: operations["setPackageActive"];
        trace?: never;
    };
    "/api/api/v1/admin/packages/update-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the display order of packages
         * @description Every listed id must exist (422 otherwise); the whole change is applied or none of it.
         */
        post: operations["updatePackageOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/packages/{id}/dates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a date (class) with its seat capacity to a package
         * @description Dates and times are wall-clock times in America/Toronto. `second_date`, when given, is on
         *     or after `first_date`; `to_time` is after `from_time`; a `first_date` before today
         *     (Toronto) is a 422. `capacity` is the number of seats (1–500).
         */
        post: operations["createPackageDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/package-dates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a date's days, times, capacity, or close / reopen it
         * @description The same rules as `createPackageDate` (a past `first_date` is accepted only when unchanged),
         *     with `expected_updated_at` (409 when stale). `capacity` may not go below the seats taken
         *     (422 on `capacity` naming that number; checked in the same transaction as bookings, so a
         *     booking landing meanwhile cannot slip past it). `is_open: false` closes the date: it
         *     leaves the public lists and refuses new bookings (409 `date_closed`); its bookings stay.
         *     Changing the days or times of a date with bookings is allowed (the office tells its
         *     students); receipts keep the dates they were issued with.
         */
        put: operations["updatePackageDate"];
        post?: never;
        /**
         * Delete a date that has never been booked
         * @description A date with any booking (any status) is refused with 409 `code: has_bookings`; close it instead (`is_open: false`).
         */
        delete: operations["deletePackageDate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/package-dates/{id}/class-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Who sits in a date (class list)
         * @description The date, its package and seat counts, and every booking that holds a seat in it (held,
         *     confirmed unpaid, paid), ordered by student name. At most `capacity` rows (≤ 500), so one
         *     answer; the office's CSV of it is written in the browser from this answer, like the
         *     bookings export.
         */
        get: operations["getClassList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The waiting lists the signed-in student is on, and the seats offered to them
         * @description The student's entries still waiting or offered, by date: `position` is their place among
         *     those waiting (1 is next); an offered entry holds a seat for them until `offer_expires_at`,
         *     which they take by booking the date (`createBooking`, as any booking, with its own hold).
         */
        get: operations["listMyWaitlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/package-dates/{id}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Join the waiting list of a sold-out class date
         * @description Adds the student at the end of the date's list (answered as it is when they are on it
         *     already). Only for a date that is open, not started, and has no seat for the student now:
         *     a date with a seat to book is 409 `seats_left`, one they hold a booking on 409
         *     `already_booked`, a closed or started one 409 `date_closed`. Decided under the date's lock,
         *     as bookings are.
         */
        put: operations["joinWaitlist"];
        post?: never;
        /**
         * Leave a date's waiting list, or decline the seat offered
         * @description The student's entry is closed (`left`, or `declined` when a seat was offered); a declined
         *     seat is offered to the next student in the same transaction. Not being on the list is no
         *     error.
         */
        delete: operations["leaveWaitlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/package-dates/{id}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A class date's waiting list
         * @description Those waiting in their order, those offered a seat (until when), then the last 50 closed
         *     entries (booked, declined, lapsed, left, removed), most recent first.
         */
        get: operations["listDateWaitlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/waitlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Move a waiting student to another place on their date's list
         * @description `position` 1 is next; one past the end is the end. Only a waiting entry moves (409
         *     `not_waiting`). Answers the date's list.
         */
        put: operations["moveWaitlistEntry"];
        post?: never;
        /**
         * Take a student off a date's waiting list
         * @description The entry is closed as `removed`; a seat it was offered goes to the next student in the
         *     same transaction. A closed entry is answered unchanged. Answers the date's list.
         */
        delete: operations["removeWaitlistEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a booking before making it (subtotal, discount, HST, total)
         * @description Writes nothing and holds no seat. The lines are the package line and, with a valid
         *     `discount_code`, a discount line (negative) before HST. Every amount is integer cents.
         *     HST: each line's HST is `amount_cents × hst_rate_bp / 10000` rounded half away from zero
         *     to the cent (rounded per line), and only on lines of a package whose `hst_applies` is set;
         *     `hst_cents` is the sum of the lines' HST, `subtotal_cents` the sum of the lines,
         *     `total_cents = subtotal_cents + hst_cents`. A partner's discount is its `discount_amount`
         *     in dollars, in cents, at most the package's price (a line never makes the total negative).
         *     An unknown code is a 422 on `discount_code` (codes are compared case-insensitively,
         *     surrounding spaces ignored). Unknown codes are counted per student account, whatever
         *     address they come from: after 10 in any hour every code (a right one included) gets 429
         *     with `Retry-After` until the first of them is an hour old, here and in `createBooking`.
         *     `payment_methods` lists what the student can pay with now. Rate limited per address
         *     (strict limit: codes are not to be guessed).
         */
        post: operations["quoteBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's bookings, newest first
         * @description Every status, expired holds included; at most the 200 newest.
         */
        get: operations["listMyBookings"];
        put?: never;
        /**
         * Book a package (and a date), holding a seat while payment is pending
         * @description Prices the booking as `quoteBooking` does and stores its lines. When the package has
         *     dates, `package_date_id` is required (422) and must be one of its open dates not yet
         *     started (409 `date_closed` otherwise); a package without dates has no seat limit.
         *
         *     **Seats.** In one transaction on both engines (SQLite: `BEGIN IMMEDIATE`; PostgreSQL: the
         *     date's row locked `FOR UPDATE`) the server counts the date's seats taken — paid and
         *     confirmed-unpaid bookings, and holds not yet expired — and inserts the booking only if
         *     that count is below `capacity`; otherwise 409 `code: sold_out` and nothing is written.
         *     Never more bookings than seats, whatever the concurrency.
         *
         *     **Hold.** The booking starts `held`: its seat is kept until `hold_expires_at`, now plus
         *     the `hold_minutes` setting. A hold expires by time alone: from then on it takes no seat
         *     and is shown as `expired` (a sweeper writes the status; the seat count never waits for
         *     it). The student then chooses how to pay (`startBookingPayment`); starting a card payment
         *     extends the hold to the Checkout Session's end (see there).
         *
         *     **Once per student.** When the student already has a booking for the same date (or,
         *     without dates, the same package) that is held (not expired), confirmed unpaid or paid,
         *     that booking is answered with 200 and nothing is written — a double click, a second tab
         *     or a replayed request gives one booking. An expired or cancelled one does not count: a
         *     new booking is made (201).
         *
         *     **Open holds.** Seats held and waiting for payment are capped per student account
         *     (`HOLDS_PER_ACCOUNT`, 2 by default: 409 `too_many_holds`) and per client address
         *     (`HOLDS_PER_ADDRESS`, 3 by default; an IPv6 /64 is one address: 429), counted in the
         *     same transaction under the student's and the address's locks, so holds asked at once
         *     cannot pass the cap together. A paid, confirmed, cancelled or expired booking is no
         *     open hold; the student's existing booking answered again is no new one.
         *
         *     With a `discount_code` the booking records the partner; the code is checked first, and an
         *     unknown one counted against the account, as in `quoteBooking`. Mail (the office's notice of a
         *     new booking) is queued in the same transaction. Rate limited per address (writes limit).
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of the signed-in student's bookings
         * @description Another student's booking is a 404 (never 403: ids are not confirmed to exist). The page
         *     Stripe sends the student back to reads this until `status` is `paid`: the booking is
         *     confirmed only by the webhook, which may arrive before or after the browser returns.
         */
        get: operations["getMyBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bookings/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose how to pay a held booking — by card (Stripe Checkout) or at the school
         * @description Only for the student's own booking (404 otherwise) while it is `held` and its hold has not
         *     expired (409 `hold_expired`; 409 `not_held` in any other status). The method must be in
         *     the booking's `payment_methods` (422 on `method` otherwise).
         *
         *     **`card`** (offered when `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set): the
         *     payment provider creates a Stripe Checkout Session with the booking's lines and HST —
         *     its amounts equal the booking's (and the receipt's) to the cent — with `expires_at` at
         *     the hold's new end: now plus `max(hold_minutes, 31)` minutes (Stripe accepts 30 minutes
         *     to 24 hours from the session's creation), and success and cancel URLs back to the booking's page. The answer carries
         *     `checkout_url`; the browser goes there. Asked again while that session is open, the same
         *     session is answered (no second session, the hold is not extended again); once it has
         *     ended unpaid, the hold has ended with it (409 `hold_expired`): a hold is never renewed by
         *     a new session. The booking
         *     stays `held`: only the webhook (`handleStripeWebhook`) makes it `paid`. A seat of a card
         *     hold is released only once Stripe can no longer take the payment (the session expired,
         *     which Stripe reports by webhook or the server confirms by retrieving the session), so a
         *     payment completed in the hold's last second still finds its seat.
         *
         *     **`at_school`** (always offered without Stripe keys; with them, when the setting
         *     `pay_at_school_enabled` is set): the booking becomes `confirmed_unpaid` at once and keeps
         *     its seat until the office marks it paid or cancels it; the answer carries the school's
         *     `payment_instructions`. An open card session of the booking is expired first (409
         *     `already_paid` when Stripe had already taken the payment: the webhook will confirm it).
         *
         *     The confirmation mail (in the student's language, with the booking's link and an `.ics`
         *     file of the class dates in America/Toronto) is queued when the booking becomes confirmed
         *     unpaid or paid.
         */
        post: operations["startBookingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The student cancels a booking that is not paid
         * @description A `held` or `confirmed_unpaid` booking of the student's becomes `cancelled` and its seat
         *     is released at once (an open card session is expired first: 409 `already_paid` when
         *     Stripe had already taken the payment). A paid booking is cancelled by the office only
         *     (409 `not_cancellable`, as for any other status): refunds are the office's decision.
         *     Cancelling a booking already cancelled or expired answers it unchanged (200).
         */
        post: operations["cancelMyBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of the signed-in student's receipts or credit notes
         * @description The data of the printable receipt page (a web screen, `/receipts/{id}`, printed by the
         *     browser in the reader's language). Another student's receipt is a 404. The office reads
         *     any receipt through `getAdminReceipt`: two operations rather than one with either token,
         *     because the client sends the first token the browser holds and a 401 ends the session of
         *     the operation's scheme.
         */
        get: operations["getMyReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook (called by Stripe, never by the web app)
         * @description No token: the request is authenticated by its `Stripe-Signature` header, checked with
         *     `STRIPE_WEBHOOK_SECRET` on the **raw body bytes** as received (`stripe.webhooks.constructEvent`),
         *     before the body is validated or parsed — Fastify keeps this route's raw body. A missing or
         *     wrong signature, or a timestamp outside Stripe's tolerance (5 minutes), is a 400 and
         *     nothing is read or written. Without Stripe keys the operation answers 404. Not rate
         *     limited (Stripe retries).
         *
         *     Handled events (others answer 200 and are ignored):
         *     - `checkout.session.completed` with `payment_status: paid`, and
         *       `checkout.session.async_payment_succeeded`: the session's booking becomes `paid`, gets
         *       its receipt number, its partner link (discount code) and its confirmation mail — whether
         *       the browser has come back or not. The amount Stripe reports must equal the booking's
         *       `total_cents`; otherwise the booking is left as it is and the office is notified.
         *     - `checkout.session.expired`: a booking still `held` by that session becomes `expired`,
         *       releasing its seat.
         *     - `charge.refunded`: a refund made through this API is already recorded (nothing
         *       changes); one made in Stripe's dashboard is recorded as a full refund with its credit
         *       note.
         *
         *     **Idempotent per Stripe event id**: each handled event's id is stored in the transaction
         *     that applies it; an event delivered again answers 200 and changes nothing. A failure to
         *     apply an event answers 503, so Stripe delivers it again later.
         */
        post: operations["handleStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/sms/twilio/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Twilio's webhook for texts received (called by Twilio, never by the web app)
         * @description No token: the request is authenticated by its `X-Twilio-Signature`, checked with
         *     `TWILIO_AUTH_TOKEN` against this operation's URL on `SITE_URL` (never the request's
         *     `Host` or `X-Forwarded-*` headers) and every form field as received, before the body is
         *     validated: a missing or wrong signature is a 403 and nothing is read or written. Without
         *     Twilio configured the operation answers 404. Each message (`MessageSid`) acts once.
         *
         *     The sender is the student whose verified number is `From`. `STOP` (and `ARRET`, `ARRÊT`,
         *     `STOPALL`, `UNSUBSCRIBE`, `CANCEL`, `END`, `QUIT`) ends every text at once and is
         *     recorded; `START` resumes; `HELP` / `AIDE` answers with the school's name and phone.
         *     To a lesson reminder, `C` confirms the lesson and `X` cancels it while it may still be
         *     cancelled with its hours back (the cut-off), as `cancelMyLesson` would; after the cut-off
         *     the reply says why and to call the school. To a cancellation-list offer, `YES` / `OUI`
         *     books the lesson held (as `acceptLessonOffer`). Anything else is kept for the office.
         *     The answer is TwiML: the reply text, in the student's language, or none.
         */
        post: operations["receiveTwilioSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/sms/twilio/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Twilio's delivery status callback (called by Twilio, never by the web app)
         * @description Signed as `receiveTwilioSms` is (403 otherwise; 404 without Twilio). Records the text's
         *     delivery status (`MessageStatus`: `queued`, `sent`, `delivered`, `undelivered`,
         *     `failed`…) on the outbox row of its `MessageSid`; an unknown id changes nothing.
         */
        post: operations["receiveTwilioStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The office's text conversations, latest first
         * @description One line per student who texted the school (or a number no student has verified, as
         *     `student: null`): the last message received, what it was taken as (`handled_as`: a
         *     keyword, a reply to a reminder or offer, or `unknown` — those are for the office), and
         *     how many `unknown` ones they sent in the last 30 days that the office has not answered
         *     since (`answerTextConversation`). At most 200 conversations.
         */
        get: operations["listTextConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/texts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One student's texts, both ways
         * @description The texts the school sent the student (`direction: out`, with their kind and delivery
         *     status; a verification code's words are never kept) and those received from them
         *     (`direction: in`), oldest first, the last 200, and the student's consent as recorded.
         *     `id` is the student's user id; 404 when no such student.
         */
        get: operations["getTextConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/texts/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The office answers a student by text
         * @description Queues the text (`Drive Ontario: ` and `body`) through the outbox, never sent inside the
         *     request: it leaves after the answer, outside the school's quiet hours (a service text, as
         *     the lesson texts: it answers the student). Refused with a 422 on `body`, in the request's
         *     language, when the student has not opted in or has verified no number, has texted STOP
         *     since, or the text is empty or longer than 480 characters; nothing is written then. The
         *     student's `unknown` texts received until now count as answered. The answer is the
         *     conversation with the text queued.
         */
        post: operations["answerTextConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/texts-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every text sent and received, newest first, a page at a time
         * @description Outbound texts (`direction: out`) and those received (`in`), newest first, 50 a page.
         *     `status` filters: `queued` (waiting to leave, or to be retried), `waiting` (held for the end
         *     of the quiet hours), `sent` (handed to Twilio, no delivery reported yet), `delivered`,
         *     `failed` (refused by Twilio or the carrier, or given up), `dropped` (not sent: the student
         *     stopped texts or its moment passed; or reported `undelivered` by the carrier), `received`
         *     (the texts students sent). Each outbound text has Twilio's last status and error code when
         *     reported.
         */
        get: operations["listTextLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/dashboard/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This month's texts and their estimated cost
         * @description The calendar month in America/Toronto: texts sent (handed to Twilio), the segments they are
         *     billed as (GSM-7: 160 characters in one, 153 a segment beyond; UCS-2 for Arabic and the
         *     characters GSM-7 lacks: 70 and 67), and the estimate in integer cents, rounded: segments ×
         *     the school's `sms_segment_price_millicents`. `unanswered`: the `unknown` texts of the last
         *     30 days the office has not answered.
         */
        get: operations["getTextStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of bookings, filtered, searched and sorted
         * @description Filters combine (AND); the screen keeps them in its URL. `status` is the booking's status
         *     (a hold past its end counts as `expired` here even before the sweeper writes it);
         *     `paid=true` means money was received (`paid_at` set: paid, and cancelled or refunded
         *     after payment), `paid=false` none; `package_date_id` is the class date ("date" filter);
         *     `booked_from` / `booked_to` are days in America/Toronto (inclusive) of `created_at`.
         *     `search` matches the student's name, email or phone, the booking id or a receipt number
         *     (case- and accent-insensitive substring, folded as the inquiries search is).
         *
         *     **CSV export is written in the browser**, as the inquiries export is: the screen pages
         *     through this list (`per_page=100`, `sort=id`, so bookings made during the export do not
         *     shift the pages) with the screen's filters and writes RFC 4180 CSV with a UTF-8 BOM, its
         *     headers and statuses in the admin's language, amounts formatted from cents and times in
         *     America/Toronto, formula-leading cells prefixed with an apostrophe. Why not a server CSV
         *     operation: the texts, the number and date formatting and the spreadsheet safety already
         *     live in the admin's bundle (one implementation, tested once); a file download cannot go
         *     through the generated client and its token handling; a school's bookings are a few
         *     thousand a year, so a few dozen pages.
         */
        get: operations["listAdminBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One booking with its student, payment, receipt and credit notes */
        get: operations["getAdminBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bookings/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received at the school
         * @description For a `confirmed_unpaid` booking, or a `held` one whose hold has not expired (the student
         *     paid at the desk): it becomes `paid` with the method and optional reference, gets the next
         *     receipt number of the year (see `Receipt`), its partner link and the student's
         *     confirmation mail. An open card session is expired first (409 `already_paid` when Stripe
         *     had already taken the payment). Any other status is a 409 (`not_payable`,
         *     `hold_expired`), as is a stale `expected_updated_at` (`stale`). Not idempotent by design:
         *     a second call is a 409, never a second receipt.
         */
        post: operations["markBookingPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking, with or without a refund (the admin chooses)
         * @description Releases the seat. `refund` is required and never assumed: a refund is never automatic.
         *     - `held` / `confirmed_unpaid`: becomes `cancelled` (an open card session is expired first);
         *       `refund: true` is a 422 (nothing was paid).
         *     - `paid` with `refund: false`: becomes `cancelled`, the money kept (it can be refunded
         *       later with `refundBooking`).
         *     - `paid` with `refund: true`: the full amount is refunded — through Stripe for a card
         *       payment (502 and nothing changed when Stripe refuses), recorded as returned by the
         *       office otherwise (`refund_method`, required then) — the booking becomes `refunded` and
         *       a credit note is issued referencing the receipt.
         *     `cancelled`, `expired` and `refunded` bookings are a 409 `not_cancellable`; a stale
         *     `expected_updated_at` is a 409 `stale`. The student is mailed the cancellation (and the
         *     credit note's link).
         */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bookings/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a paid booking in full (cancelling it if it still holds its seat)
         * @description For a `paid` booking, or one `cancelled` after payment without a refund. The full amount
         *     paid is refunded through the payment provider of the payment (Stripe for a card payment;
         *     recorded as returned by the office otherwise, `refund_method` required then); the booking
         *     becomes `refunded`, its seat (if any) is released and a credit note referencing the
         *     receipt is issued, with the next number of the year's sequence. 502 and nothing changed
         *     when Stripe refuses. Any other status (or a second refund) is a 409 `not_refundable`; a
         *     stale `expected_updated_at` is a 409 `stale`.
         */
        post: operations["refundBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Any receipt or credit note (the office's copy) */
        get: operations["getAdminReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/dashboard/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookings and revenue figures for the dashboard
         * @description Months are calendar months in America/Toronto; money is integer cents. `revenue_cents` is
         *     what was received this month (receipts' totals, HST included) minus what was refunded this
         *     month (credit notes' totals); `hst_collected_cents` the same for HST alone (receipts' HST
         *     minus credit notes' HST) — what the school owes on this month's sales. `bookings` counts
         *     bookings made this month by status; `upcoming_dates` the next dates with their seats.
         *     Tagged `Bookings` too, so it refreshes after every booking change.
         */
        get: operations["getBookingStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bde-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's BDE courses, newest first
         * @description A course is opened, `enrolled`, when a booking of a package with classroom hours is paid,
         *     and withdrawn when that booking is refunded. `consent_wording` is the text the student
         *     agrees to, in the student's language; `guardian_required` is true while the student is
         *     under 18 (by the birthday on the account) and has not consented yet.
         */
        get: operations["listMyBdeCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bde-courses/{id}/consent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The student consents to the course records going to the Ministry, insurers and inspectors
         * @description Records the wording the student was shown (`consent_wording` of the course, in the
         *     student's language) and the time. A student under 18 gives a parent's or guardian's name
         *     (`guardian_name`, 422 without), recorded with the same time. Consent already given is
         *     answered again unchanged. Another student's course is a 404.
         */
        post: operations["consentToBdeRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bde-courses/{id}/g1": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The student records their G1 licence (number and expiry)
         * @description In-car lessons of the course need a G1 licence valid on their day. The number is an
         *     Ontario driver's licence number, a letter and 14 digits (`A1234-56789-01234`; spaces and
         *     hyphens are ignored, it is stored in that form); an expiry before today is refused (422).
         *     A withdrawn, expired or certified course is not changed (409). Another student's course is a 404.
         */
        put: operations["recordMyG1Licence"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The office's BDE courses, with their students
         * @description Every course, newest start first (then newest first); `status` keeps the courses in that
         *     status; `search` keeps those whose student's name or email contains it (accents and case
         *     ignored). At most 500.
         */
        get: operations["listAdminBdeCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-courses/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every BDE course that started in a period, as CSV
         * @description One row per course whose first day is between `from` and `to` (Toronto days, both
         *     included; at most 366 days), oldest start first: the student, the package, the status,
         *     the course's dates, the G1 licence, the consent, the hours done of each part against
         *     those required, the best final test and the certificate. UTF-8 with a byte-order mark
         *     (spreadsheets read accents and Arabic right), `Content-Disposition: attachment`,
         *     `Cache-Control: private, no-store`. A cell that starts like a formula (`=`, `+`, `-`,
         *     `@`) is prefixed with `'` so that a spreadsheet shows it as text. 422 when `to` is before
         *     `from` or the period is longer.
         */
        get: operations["exportBdeCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bde-courses/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The signed-in student's course record, as a PDF
         * @description The student's file, in the request's language (English, French, or Arabic right to
         *     left): the student and the G1 licence, the consent as given, the class sessions with
         *     attendance, the home-link work, every in-car lesson with its log entry and the
         *     instructor's licence number, the final test sittings and the certificate. Sent as an
         *     attachment with `Cache-Control: private, no-store`. 404 unless the course is the
         *     student's.
         */
        get: operations["getMyBdeCourseFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-courses/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A student's course record as a PDF, for the office or an inspector
         * @description The same file as `getMyBdeCourseFile`, in `lang` when given, else in the student's own
         *     language (the language of their mails).
         */
        get: operations["getAdminBdeCourseFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/bde-courses/{id}/home-link/{assignmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The home-link assignment's id. */
                assignmentId: components["parameters"]["AssignmentId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The student marks a home-link assignment done, with the parent or guardian who did it with them
         * @description Marks the assignment done today with `guardian_name`; marked again before it is accepted,
         *     the name and time are replaced. An accepted assignment stays as accepted (409
         *     `already_accepted`); a withdrawn, expired or certified course is not changed (409
         *     `course_closed`). Another student's course, or an unknown assignment, is a 404.
         */
        put: operations["markMyHomeLinkDone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-courses/{id}/home-link/{assignmentId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The home-link assignment's id. */
                assignmentId: components["parameters"]["AssignmentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a home-link assignment the student marked done
         * @description Credits the assignment's minutes to the course, recording who accepted it and when. Only
         *     work marked done is accepted (409 `not_done`); accepting it again changes nothing. A course
         *     whose every part is then done, its final test passed, becomes `ready`.
         */
        post: operations["acceptBdeHomeLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-courses/{id}/tests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a sitting of the course's final test
         * @description The theory and in-car scores in percent, taken on `taken_on` (from the course's start to
         *     today, 422 otherwise). Passed when both reach the school's pass mark (`bde_pass_percent`,
         *     70 by default). Every sitting is kept: a failed test is retaken as a new one; once one is
         *     passed no other is recorded (409 `already_passed`). A course whose every part is then done
         *     becomes `ready`. A withdrawn, expired or certified course is not changed (409 `course_closed`).
         */
        post: operations["recordBdeFinalTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The courses ready to certify, and the students at risk of not finishing
         * @description `ready`: every course whose parts are all done and final test passed, oldest first (by when
         *     it became ready). `at_risk`: open courses (enrolled or in progress) whose in-car part ends
         *     within the `bde_at_risk_weeks` setting with in-car hours left (`deadline`), or where nothing
         *     was recorded (attendance, a lesson, home-link, a test) for more than `bde_idle_weeks` weeks
         *     (`idle`), nearest end first. At most 500 of each.
         */
        get: operations["listBdeCertificationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-courses/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the certificate reported to the Ministry, which closes the course
         * @description Only a course ready to certify (409 `not_ready`; a closed one is 409 `course_closed`). The
         *     certificate's day (from the course's start to today, 422 otherwise) and the Ministry's
         *     reference are kept with who recorded it and when; the course becomes `certified` and the
         *     student is mailed, in their language, after the change is committed.
         */
        post: operations["certifyBdeCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-home-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's home-link assignments
         * @description In the order they were added, each with the number of courses that recorded it.
         */
        get: operations["listBdeHomeLinkAssignments"];
        put?: never;
        /**
         * Add a home-link assignment
         * @description An English title is required; an empty French or Arabic one is shown in English.
         */
        post: operations["createBdeHomeLinkAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-home-link/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a home-link assignment's titles or minutes
         * @description The minutes credited change for work accepted before as well: a course's hours are always
         *     the sum of its accepted assignments as they are now, and the courses that recorded it are
         *     settled again in the same transaction (ready, or back in progress).
         */
        put: operations["updateBdeHomeLinkAssignment"];
        post?: never;
        /**
         * Remove a home-link assignment no student has recorded
         * @description 409 `has_work` once a student marked it done (the course records keep it).
         */
        delete: operations["deleteBdeHomeLinkAssignment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The class dates of BDE packages, with their students and scheduled hours
         * @description Every date of a package with classroom hours whose first day is at most 60 days past (the
         *     classes still being taught or recorded), earliest first, with the number of open courses
         *     booked on it and the minutes of class its sessions hold. At most 500.
         */
        get: operations["listBdeClasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-classes/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A class date's sessions, each with its roster and attendance
         * @description The sessions of the class date `id`, in time order. Each lists the students of the class
         *     (the open courses booked on the date, and any other course with attendance recorded there)
         *     with their attendance, null until taken. 404 for a date that is not a class date.
         */
        get: operations["listBdeClassSessions"];
        put?: never;
        /**
         * Schedule a session of a class date
         * @description A session on Toronto day `day` from `from` to `to` (wall-clock, the same day), in a room or
         *     online, taught by an accepted instructor when given (422 on `instructor_id` otherwise). The
         *     class's sessions of one day may hold at most the school's class hours a day (the Ministry's
         *     5 by default): more is 409 `class_day_limit` with `limit` (hours); a session overlapping
         *     another of the class is 409 `session_overlap`. A session that makes the day a full day of
         *     class is 409 `full_class_day` (with `limit`, the in-car hours such a day allows) while a
         *     student of the class has more in-car lessons booked that day. Decided under a lock of the
         *     class date and of its students, so two sessions scheduled at once cannot pass the limit
         *     together, nor a lesson booked meanwhile. Nothing is written on a refusal.
         */
        post: operations["createBdeClassSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a session no attendance was taken at
         * @description 409 `has_attendance` once attendance is recorded (the course records keep it).
         */
        delete: operations["deleteBdeClassSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/bde-sessions/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Take or correct a session's attendance
         * @description One entry per student of the session's roster (422 on `entries` for a course not on it):
         *     `present` counts the whole session, `late` the `minutes` given (fewer than the session's),
         *     `absent` none. Once the session has started (409 `session_not_started` before). A student's
         *     first attendance moves their enrolled course to in progress. Entries replace what was
         *     recorded for those students; who recorded it and when is kept.
         */
        put: operations["recordBdeAttendance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The school's billing and booking settings */
        get: operations["getSettings"];
        /**
         * Change the school's billing and booking settings
         * @description Every field is required (one form, one record), with `expected_updated_at` (409 when
         *     stale). A new HST rate, HST number, legal name or address applies to bookings and receipts
         *     made afterwards: issued receipts keep what they were issued with, and a booking keeps the
         *     amounts it was made with. `hold_minutes` applies to holds made afterwards. The BDE rules
         *     (`bde_*`) apply from then on to what is booked or checked; the in-car hours on a full class
         *     day may not exceed the in-car hours a day (422 naming `bde_in_car_hours_on_full_class_day`).
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's in-car lessons and hours
         * @description Every lesson of the student (upcoming first in start order, then past ones newest first;
         *     at most the 500 newest), the hours balance and, for a BDE student, the progress toward the
         *     Ministry's 10 in-car hours.
         *
         *     **Hours** are whole hours. `bought`: the in-car hours of the student's paid bookings (as
         *     frozen when booked). `booked`: hours of lessons booked and not yet recorded. `completed`:
         *     hours of lessons the office marked completed. `forfeited`: hours of lessons cancelled
         *     inside the cut-off or marked no-show. `left = bought − booked − completed − forfeited`
         *     (never below 0 in practice: booking needs hours left).
         *
         *     **BDE**: a student with a paid booking of a package that includes classroom hours is a BDE
         *     student; `bde.course_start` is that booking's first class day (or its payment day for a
         *     package without dates), `bde.deadline` one year later, by which the in-car part must be
         *     finished; `bde.required_hours` is 10.
         */
        get: operations["listMyLessons"];
        put?: never;
        /**
         * Book an in-car lesson in one of an instructor's free slots
         * @description The slot must be one `listLessonSlots` offers: an accepted instructor's availability in
         *     America/Toronto, starting on a whole or half hour, 60 or 120 minutes long, not started
         *     (409 `slot_unavailable` otherwise). In one transaction, on both engines: the student needs
         *     that many hours left (409 `no_hours`); a student with an open BDE course needs a G1 licence
         *     recorded (409 `g1_missing`) that has not expired on the lesson's day (409 `g1_expired`), and
         *     the lesson's day within the course's in-car part, from its first day (409
         *     `before_course_start`) to its last (409 `past_in_car_end`), each with the rule's `date`, and
         *     on a day its class holds a full day of sessions (the school's class hours a day) at most the
         *     in-car hours of such a day (409 `full_class_day` with `limit`, 1 by default); at most the school's in-car hours per Toronto day (409
         *     `daily_limit` with `limit`, the Ministry's BDE rule, 2 by default), no other lesson of theirs at that time (409
         *     `student_busy`); the instructor's half-hours of the slot are claimed in a table whose
         *     unique keys (instructor, half-hour) and (student, half-hour) make a double booking
         *     impossible whatever the concurrency: of simultaneous bookings of one slot exactly one wins,
         *     the others get 409 `slot_taken` and nothing is written. The confirmation mail (in the
         *     student's language, with an `.ics` calendar event) is queued in the same transaction.
         *     Rate limited per address (writes limit).
         */
        post: operations["bookLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stream of "this changed" events (Server-Sent Events), public
         * @description An `EventSource` stream for the screens that show what others change: the student's lesson
         *     slots and the office's lessons (topic `lessons`: a lesson booked, moved or cancelled, an
         *     instructor's hours or exceptions changed) and the seats of class dates (topic `seats`: a
         *     booking or its hold taken, lapsed or cancelled, a date's capacity, a waiting list's
         *     offer). `topics` is a comma-separated list of those names. Each committed change to what
         *     a topic covers, by any server process sharing the database, sends within a second
         *
         *     ```
         *     id: <opaque>
         *     event: change
         *     data: {"topics":["lessons"]}
         *     ```
         *
         *     to every stream watching one of its topics; the client refetches what it shows of them.
         *     Events carry no ids of people or records, so the stream needs no token. The first message
         *     is `event: ready` with `retry: 3000`; a comment line (`: heartbeat`) every 20 s keeps
         *     proxies from closing an idle stream. A client reconnecting with `Last-Event-ID` gets what
         *     it missed from this process's recent events, or `event: resync` when the server cannot
         *     know (another process, an event too old, a restart, notifications lost meanwhile): it then
         *     refetches everything it watches. A stream ends after `LIVE_STREAM_MAX_MS` (30 minutes) and
         *     when the server stops; the client reconnects. Not in the RTK Query client: the browser
         *     reads it with `EventSource`.
         */
        get: operations["streamLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/lessons/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free in-car lesson slots, by instructor or of every instructor
         * @description The slots the signed-in student could book: each accepted instructor's availability cut
         *     into lessons of `duration` minutes starting every 30 minutes, from `from` (a Toronto day,
         *     today when absent) for `days` days, minus what is taken (the instructor's lessons), what the
         *     student cannot take (their own lessons at that time, days where they already have the most in-car
         *     hours, and for a student of an open BDE course the days outside its in-car part: before its
         *     first day, past its last, past the G1 licence's expiry) and what has started. Without
         *     `instructor_id`, every instructor ("any instructor").
         *     Instants in UTC; the screens show them in America/Toronto.
         */
        get: operations["listLessonSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/lessons/cancellation-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's place on the cancellation list, and the lesson held for them
         * @description The student's waiting request (absent when they are not on the list) and the slot offered to
         *     them and still held (absent when none): they take it with `acceptLessonOffer` before
         *     `expires_at`, or decline it.
         */
        get: operations["getMyLessonRequest"];
        /**
         * Join the cancellation list, or change what suits the student
         * @description One waiting request per student: the first call joins the list, later ones change it and
         *     keep the student's place in time (`created_at`). The lesson must start at or after
         *     `from_time` and end by `to_time` (Toronto) on one of `weekdays` (0 is Sunday), with one of
         *     `instructor_ids` (empty: any), on a day before `before` when given. 422 when `to_time` does
         *     not leave room for a lesson after `from_time`, `before` is not after today, or an instructor
         *     is not one of the school's; 409 `no_hours` when the student has no in-car hours left. A
         *     matching free slot may be offered at once.
         */
        put: operations["saveMyLessonRequest"];
        post?: never;
        /**
         * Leave the cancellation list
         * @description The request ends (`left`) and a slot held for the student goes to the next one. Not being on the list is no error.
         */
        delete: operations["leaveLessonRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/lessons/offers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book the lesson held for the student
         * @description Books the held slot as `bookLesson` does, under every rule lessons follow (hours, the daily
         *     limit, the BDE rules): 409 with the rule's code when one refuses it, and `offer_ended` when
         *     the offer was declined, taken or ran out (a slot that ran out as it was taken is either
         *     booked or lapsed, never both). The request ends `booked`. Another student's offer is a 404.
         */
        post: operations["acceptLessonOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/lessons/offers/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline the lesson held for the student
         * @description The slot goes to the next matching student at once; the student stays on the list and is
         *     not offered that slot again. An offer already ended is answered unchanged.
         */
        post: operations["declineLessonOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/cancellation-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cancellation list in the school's order, with its reasons, and the latest offers
         * @description The waiting requests in the order slots are offered (`rank` 1 first) with the values that
         *     set it: the BDE in-car deadline (nearest first), the road test's day (soonest first), the
         *     in-car hours booked (fewest first) and the time waiting (longest first); each with the slot
         *     held for the student now, if any. Then the 50 latest offers that ended, newest first.
         */
        get: operations["listLessonRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/cancellation-list/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a student off the cancellation list
         * @description The request ends (`removed`); a slot held for the student goes to the next one. An ended request is answered unchanged. Answers the list.
         */
        delete: operations["removeLessonRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/lessons/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The student cancels a booked lesson
         * @description Only a `booked` lesson of the student's that has not started (409 `not_booked`,
         *     `lesson_started`; another student's lesson is a 404). Before the cut-off (the setting
         *     `lesson_cancel_cutoff_hours`, 48 by default, before the start: `free_cancel_until`) its
         *     hours return to the balance; after it the lesson is cancelled but counted (`forfeited`),
         *     as the screen warns before the student confirms. The slot is free again at once. The
         *     cancellation mail (with an `.ics` that cancels the calendar event) is queued in the same
         *     transaction.
         */
        post: operations["cancelMyLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/lessons/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The student moves a booked lesson to another free slot
         * @description Only a `booked` lesson of the student's, before its cut-off (409 `inside_cutoff`: after
         *     it, the office moves lessons). The new slot is checked and claimed as `bookLesson` does
         *     (the lesson's own hours and half-hours count as free for it) **before** the old one is
         *     released, in one transaction: when the new slot is refused, the lesson stays as it was.
         *     The lesson keeps its id and calendar event; the mail carries an `.ics` that updates it.
         */
        post: operations["rescheduleMyLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The office's lessons of some Toronto days, by instructor
         * @description Lessons starting on the Toronto days `from` to `to` (inclusive, at most 31 days; today when
         *     both are absent, `to = from` when only `from` is given), cancelled ones included, ordered
         *     by start then instructor; `instructor_id` keeps one instructor's.
         */
        get: operations["listAdminLessons"];
        put?: never;
        /**
         * The office books a lesson for a student (a phone booking)
         * @description As `bookLesson` for the student whose account has `student_email` (422 on
         *     `student_email` when there is none), with the same checks and mails. With an
         *     `override_reason`, the office books despite the BDE rules (`g1_missing`, `g1_expired`,
         *     `before_course_start`, `past_in_car_end`, `full_class_day`, `daily_limit`): the rule set aside and the reason
         *     are kept on the lesson (`override`). Every other check still applies.
         */
        post: operations["createAdminLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/lessons/week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The office's week of in-car lessons, free hours and held slots, by instructor
         * @description The Toronto week (Monday to Sunday) holding `day` (this week when absent), for every accepted
         *     instructor and any other with a lesson that week, instructors by name: the lessons that hold
         *     time (booked, completed, no-show; a cancelled one frees its time), the published hours still
         *     free from now on (availability minus lessons and held slots, whole half-hours, joined), and the
         *     slots held for a student of the cancellation list, with until when. One answer, a few queries,
         *     whatever the number of instructors.
         */
        get: operations["getAdminLessonWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/lessons/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free slots for a student, as the office books them
         * @description As `listLessonSlots`, for the student whose account has `student_email` (422 on
         *     `student_email` when there is none), except that the office also sees the times the BDE
         *     rules and the daily in-car limit refuse: booking one of them takes an `override_reason`.
         */
        get: operations["listAdminLessonSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/lessons/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The office moves a booked lesson, at any time before it starts
         * @description As `rescheduleMyLesson` without the cut-off (409 `not_booked`, `lesson_started`); the student is mailed.
         */
        post: operations["moveAdminLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/lessons/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The office cancels a booked lesson and decides whether its hours are counted
         * @description A `booked` lesson (409 `not_booked`), even inside the cut-off or after its start. `counted`
         *     is the office's override of the cut-off rule: false returns the hours to the student.
         *     The student is mailed (with an `.ics` that cancels the event).
         */
        post: operations["cancelAdminLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/lessons/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The office records that a lesson took place, or that the student did not come
         * @description Once the lesson has started (409 `not_started`), a `booked` lesson becomes `completed` or
         *     `no_show`; either may be corrected to the other later. 409 `not_booked` for a cancelled
         *     lesson. Completed hours count toward the student's progress.
         */
        post: operations["recordLessonOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Instructor sign-out (revokes the instructor token)
         * @description Its own operation, so a browser holding a student's session too signs out of the right one.
         */
        post: operations["instructorLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in instructor's profile, documents and review state
         * @description The application of the account signed in with an instructor token (a "teacher" account):
         *     created empty on first read, with `missing` listing what submission still needs.
         */
        get: operations["getMyApplication"];
        /**
         * Save the instructor's profile (a draft may be incomplete)
         * @description Saves the profile as typed; empty texts are allowed until submission. An approved
         *     instructor may edit it at any time, but a changed licence number or expiry sends the
         *     application back to review (`pending`): until approved again the instructor is off the
         *     public grid and cannot be booked (lessons already booked stay). Changes to the public
         *     profile of an approved instructor (names, languages, bios, car, business phone) do not go
         *     live: they become the instructor's `profile_change`, replacing one still waiting, until
         *     the office approves them (`reviewInstructorProfileChange`); the public list keeps the
         *     approved version. The private fields (phone, birthday, licence) apply at once. 409
         *     `stale` when `updated_at` is not the application's version.
         */
        put: operations["updateMyApplication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/application/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the application to the office for review
         * @description Only a complete application is sent: otherwise 422 with one error per missing item (the
         *     profile fields by name, documents as `documents.<kind>`, the car photo as `car_photo`) and
         *     nothing changes. A draft or rejected application becomes `pending`; submitting a pending
         *     one again is harmless (200). An approved application cannot be submitted (409
         *     `already_approved`).
         */
        post: operations["submitMyApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/documents/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which of the instructor's documents. */
                kind: components["parameters"]["DocumentKind"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upload (or replace) one of the seven required documents
         * @description A PDF, PNG, JPEG or WebP file (its bytes are checked, never its name or declared type) of
         *     at most 8 MB. A PDF must parse as one (header, end-of-file marker, objects, at least one
         *     page) and carry no active content (an opening action, actions on events, scripts,
         *     launches, embedded files): otherwise 422 on `file`. The uploaded name is not kept: the
         *     document is named by its kind and type (`file_name`). Documents are private: they are stored outside the public uploads and served
         *     only to their owner and to the office. Replacing a document of an approved instructor sends
         *     the application back to review, as a licence change does.
         */
        put: operations["uploadMyDocument"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/documents/{kind}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which of the instructor's documents. */
                kind: components["parameters"]["DocumentKind"];
            };
            cookie?: never;
        };
        /**
         * The signed-in instructor's own copy of one document
         * @description The file as uploaded, with `Content-Disposition: attachment` under the document's
         *     `file_name`, `Cache-Control: private, no-store`, `X-Content-Type-Options: nosniff` and a
         *     sandboxing `Content-Security-Policy`.
         *     404 when that document was not uploaded. The office reads documents through
         *     `getAdminInstructorDocumentFile`.
         */
        get: operations["getMyDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/car-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload (or replace) the photo of the instructor's car, shown on the public grid
         * @description A PNG, JPEG or WebP image (its bytes are checked) of at most 8 MB; public once the
         *     instructor is approved. An approved instructor's new photo is part of their
         *     `profile_change` and replaces the public one only once the office approves it.
         */
        put: operations["uploadMyCarPhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/instructors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The office's instructors and applicants, with their licence state
         * @description Every instructor whose application was ever submitted (drafts are not listed), newest
         *     submission first. `status` keeps one state; `licence=attention` keeps approved
         *     instructors whose licence expires within 30 days or has expired; `search` matches names,
         *     email and phone.
         */
        get: operations["listAdminInstructors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/instructors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One instructor's application with its documents */
        get: operations["getAdminInstructor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/instructors/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a pending application
         * @description Only a `pending` application is reviewed (409 `not_submitted` otherwise). Rejecting needs a
         *     reason (422 on `reason`), which the instructor reads in their area. Either decision is
         *     mailed to the instructor, in the language of their account, through the outbox. 409
         *     `stale` when `updated_at` is not the application's version.
         */
        post: operations["reviewInstructor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/instructors/{id}/profile-change/review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject an approved instructor's change to their public profile
         * @description Approving makes the instructor's `profile_change` their public profile (the photo it
         *     replaces is deleted); rejecting needs a reason (422 on `reason`) and leaves the public
         *     profile as it was. Either decision is mailed to the instructor, in the language of their
         *     account, through the outbox, with a link to their area. 409 `no_profile_change` when no
         *     change waits for review, `stale` when `updated_at` is not the change's version (the
         *     instructor changed it since).
         */
        post: operations["reviewInstructorProfileChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/instructors/{id}/documents/{kind}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description Which of the instructor's documents. */
                kind: components["parameters"]["DocumentKind"];
            };
            cookie?: never;
        };
        /**
         * One document of an instructor, for the office
         * @description The file with the same private headers as `getMyDocumentFile`; 404 when not uploaded.
         */
        get: operations["getAdminInstructorDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in instructor's weekly hours and exceptions */
        get: operations["getMyAvailability"];
        /**
         * Publish the weekly hours and exceptions (replaces both)
         * @description Hours are Toronto wall-clock times on half hours; the bookable slots of each day come from
         *     its weekday's hours, unless an exception marks the day off, plus the exception's extra
         *     hours. Windows of one day may not overlap (422). Only an approved instructor publishes (409
         *     `not_approved`). A change that would leave a booked lesson outside the new hours is
         *     refused with 409 `booked_lessons` listing those lessons; nothing is written. 409 `stale`
         *     when `updated_at` is not the availability's version.
         */
        put: operations["updateMyAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/bde-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The BDE class sessions the signed-in instructor teaches, with their rosters
         * @description The sessions the office assigned to the instructor, in a classroom or online, from 30 days
         *     ago to 60 days ahead (Toronto days), earliest first; each with its roster and attendance as
         *     `listBdeClassSessions` answers them. None for an account that is no instructor.
         */
        get: operations["listMyBdeSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/bde-sessions/{id}/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The session's instructor takes or corrects its attendance
         * @description As `recordBdeAttendance`, for a session the signed-in instructor teaches (404 for any other):
         *     how online class time is recorded. Who recorded it and when is kept.
         */
        put: operations["recordMyBdeAttendance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/bde-home-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Home-link work the signed-in instructor's students marked done, waiting to be accepted
         * @description Work marked done and not yet accepted, on the open courses of the students the instructor
         *     teaches (on the roster of one of their class sessions, or with an in-car lesson booked with
         *     them), the longest waiting first. None for an account that is no instructor.
         */
        get: operations["listMyStudentsHomeLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/bde-courses/{id}/home-link/{assignmentId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The home-link assignment's id. */
                assignmentId: components["parameters"]["AssignmentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The student's instructor accepts home-link work marked done
         * @description As `acceptBdeHomeLink`, for a course of a student the instructor teaches (404 for any
         *     other): who accepted it and when is kept.
         */
        post: operations["acceptMyStudentsHomeLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in instructor's lessons of some Toronto days
         * @description Lessons starting on the Toronto days `from` to `to` (inclusive, at most 62 days; by default
         *     from 7 days ago to 28 days ahead), cancelled ones left out, earliest first. The student's
         *     phone is given only from 24 hours before the lesson's start (null before).
         */
        get: operations["listMyTeachingLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/instructor/lessons/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The instructor records a lesson they taught, or that the student did not come
         * @description Once the lesson has started (409 `not_started`), a `booked` lesson of this instructor (404
         *     for another's) becomes `completed` or `no_show`; a lesson already recorded is corrected by
         *     the office (409 `already_recorded`); a cancelled one is 409 `not_booked`. A completed lesson
         *     of a BDE student needs its in-car log entry (`log`, 422 without). `taught_minutes` (half
         *     hours, at most the booked duration) is what counts toward the student's progress.
         */
        post: operations["recordMyLessonOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/lessons/{id}/log": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A lesson's in-car log entry with every change made to it
         * @description 404 when the lesson has no log entry.
         */
        get: operations["getLessonLog"];
        /**
         * The office writes or corrects a completed lesson's in-car log entry
         * @description Only for a `completed` lesson (409 `not_booked` otherwise — no log for a cancelled or
         *     missed lesson, `not_started` before it). Each write is kept in the entry's history with who
         *     made it and when. 409 `stale` when `updated_at` is not the entry's version (required once
         *     the entry exists).
         */
        put: operations["updateLessonLog"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/drivetest-centres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ontario's DriveTest centres, shipped with the product
         * @description The static list of the centres where G2 and G road tests are taken, by name; a road test
         *     names its centre by `id`, which never changes.
         */
        get: operations["listDriveTestCentres"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/road-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's road tests, newest first
         * @description Every G2 and G road test recorded for the student, by themselves or by the office.
         */
        get: operations["listMyRoadTests"];
        put?: never;
        /**
         * The student records a road test they took
         * @description A G2 or G road test on `taken_on` (a Toronto day, not after today and not before 2000) at a
         *     DriveTest centre (`centre_id`, one of `listDriveTestCentres`), with its result: `pass`,
         *     `fail`, or `not_taken` (cancelled by DriveTest or not taken). `attempt` is, when absent, the
         *     next one for the student and class: one more than the tests of that class they took (passed
         *     or failed). The warm-up lesson is linked when the student had a lesson (booked or completed)
         *     that ended on that day at most 3 hours before `test_time` (the day's last one when no time
         *     is given): its instructor is the test's. 422 with field errors otherwise.
         */
        post: operations["recordMyRoadTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/road-tests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The student removes a road test they recorded
         * @description Only one the student recorded themselves: one the office recorded or corrected is the
         *     office's to change (403). Another student's, or one already removed, is a 404.
         */
        delete: operations["removeMyRoadTest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/students/{id}/road-tests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A student's road tests (the office), newest first
         * @description `id` is the student's account (a booking's or BDE course's `user_id`); 404 when it is not a student's.
         */
        get: operations["listStudentRoadTests"];
        put?: never;
        /**
         * The office records a student's road test
         * @description As `recordMyRoadTest`, for the student `id` (404 when it is not a student's account).
         */
        post: operations["recordStudentRoadTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/road-tests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The office corrects a road test
         * @description Every field as on record (`attempt` kept when absent); the warm-up lesson is linked again
         *     from the new day and time. The test becomes the office's (`recorded_by: office`). With
         *     `expected_updated_at`, 409 when it changed meanwhile.
         */
        put: operations["correctRoadTest"];
        post?: never;
        /** The office deletes a road test */
        delete: operations["deleteRoadTest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/insight/pass-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * First-attempt road-test pass rates
         * @description `pass_rate.first_attempt` (by month), `pass_rate.first_attempt.by_instructor` (the warm-up lesson's instructor; `none` when no lesson was linked), `pass_rate.first_attempt.by_centre`. Road tests of class G2 and G with `attempt` 1 and a result (`not_taken` is left out), by their Toronto day.
         *     The period is in the query (see `InsightPeriod`); 422 with field errors when it is not one.
         */
        get: operations["getInsightPassRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/insight/utilisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Instructor utilisation per week
         * @description `utilisation.by_instructor_week`: for each instructor (a series) and Toronto week (Monday to Sunday, a point keyed by its Monday), the hours of lessons booked (booked, completed, no-show, or cancelled inside the cut-off) over the hours published (weekly hours, less days off, plus extra hours); the total is the school's.
         *     The period is in the query (see `InsightPeriod`); 422 with field errors when it is not one.
         */
        get: operations["getInsightUtilisation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/insight/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * No-show and late-cancellation rates
         * @description `no_show_rate.by_instructor`, `no_show_rate.by_channel`, `late_cancel_rate.by_instructor`, `late_cancel_rate.by_channel`: of the lessons that started in the period (cancelled ones by their start), those marked `no_show`, and those cancelled inside the cut-off. The channel is `text` when the reminder was also texted, `mail` otherwise.
         *     The period is in the query (see `InsightPeriod`); 422 with field errors when it is not one.
         */
        get: operations["getInsightAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/insight/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue net of refunds, HST collected, revenue per instructor-hour
         * @description `revenue.net.by_month`, `revenue.net.by_package` (series per package, points by month), `hst.collected.by_month`, `revenue.per_instructor_hour.by_month`. Money in integer cents: a paid booking counts its subtotal (before tax) on the Toronto month it was paid, a refund takes it off on the month it was refunded.
         *     The period is in the query (see `InsightPeriod`); 422 with field errors when it is not one.
         */
        get: operations["getInsightRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/insight/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seats sold per class date and seats refilled from waiting lists
         * @description `seats.fill_rate.by_class_date` (seats sold over capacity, class dates whose first day is in the period) and `seats.refilled.by_class_date` (seats taken from the date's waiting list).
         *     The period is in the query (see `InsightPeriod`); 422 with field errors when it is not one.
         */
        get: operations["getInsightSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api/v1/admin/insight/bde": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * BDE courses started, certified, days to certificate, at risk
         * @description `bde.started.by_month`, `bde.certified.by_month`, `bde.days_to_certificate.by_month` (median days from the course's start to its certificate, by the certificate's month) and `bde.at_risk` (open courses whose in-car part ends within `bde_at_risk_weeks`, today, by weeks left).
         *     The period is in the query (see `InsightPeriod`); 422 with field errors when it is not one.
         */
        get: operations["getInsightBde"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Error: {
            /** @enum {boolean} */
            success: false;
            message: string;
            /**
             * @description A machine-readable reason, on the 409s of packages, bookings and the student's account
             *     (absent elsewhere):
             *     `sold_out` (no seat left on the date), `date_closed` (closed or already started),
             *     `package_inactive`, `hold_expired`, `not_held`, `already_paid` (Stripe took the
             *     payment meanwhile), `not_payable`, `not_cancellable`, `not_refundable`, `has_bookings`
             *     (delete refused: close or deactivate instead), `stale` (`expected_updated_at` is not
             *     the record's version), `too_many_holds` (the student has as many seats held, waiting
             *     for payment, as HOLDS_PER_ACCOUNT allows); on lessons' 409s: `slot_taken` (another booking took it first),
             *     `student_busy` (the student has a lesson then), `daily_limit` (the in-car hours a day, `limit`),
             *     `no_hours` (not enough hours left), `slot_unavailable` (not a free slot of the
             *     instructor's availability, or started), `not_booked`, `lesson_started`,
             *     `inside_cutoff` (past the free-cancellation cut-off), `not_started`, `already_recorded`
             *     (the instructor recorded it; the office corrects), `offer_ended` (a lesson offered from
             *     the cancellation list was declined, taken or ran out); on instructors' 409s:
             *     `not_submitted` (only a pending application is reviewed), `already_approved`,
             *     `not_approved` (only an approved instructor publishes hours), `booked_lessons`,
             *     `no_profile_change` (no profile change is waiting for review); on partners' 409s: `has_students` (delete refused while students are recorded under it);
             *     on BDE courses' 409s: `course_closed` (the course is withdrawn, expired or certified),
             *     `already_passed` (the final test is passed), `not_ready` (a part of the course is not done), `already_accepted` and `not_done` (home-link
             *     work), `has_work` (an assignment a student recorded is kept);
             *     on lessons of a student with an open BDE course (the Ministry's rules, which the office may
             *     override with a reason): `g1_missing` (no G1 licence recorded), `g1_expired` (the licence
             *     expires before the lesson's day, `date`), `before_course_start` (the course starts on
             *     `date`), `past_in_car_end` (the in-car part ended on `date`), `full_class_day` (on a day of a full
             *     day of class the in-car hours are fewer, `limit`); on class sessions' 409s:
             *     `class_day_limit` (the class hours a day, `limit`), `session_overlap`, `has_attendance`
             *     (a session with attendance is kept), `session_not_started`; on waiting lists' 409s:
             *     `seats_left` (the date has a seat to book), `already_booked` (the student holds a
             *     booking on it), `not_waiting` (only a waiting entry moves).
             * @enum {string}
             */
            code?: "sold_out" | "date_closed" | "package_inactive" | "hold_expired" | "not_held" | "already_paid" | "not_payable" | "not_cancellable" | "not_refundable" | "has_bookings" | "stale" | "too_many_holds" | "slot_taken" | "student_busy" | "daily_limit" | "no_hours" | "slot_unavailable" | "not_booked" | "lesson_started" | "inside_cutoff" | "not_started" | "already_recorded" | "not_submitted" | "already_approved" | "not_approved" | "booked_lessons" | "no_profile_change" | "has_students" | "course_closed" | "g1_missing" | "g1_expired" | "before_course_start" | "past_in_car_end" | "full_class_day" | "class_day_limit" | "session_overlap" | "has_attendance" | "session_not_started" | "already_passed" | "already_accepted" | "not_done" | "has_work" | "not_ready" | "seats_left" | "already_booked" | "not_waiting" | "offer_ended";
            /**
             * @description On `daily_limit`, the in-car hours a student may have on one day; on `class_day_limit`,
             *     the class hours a class may have on one day (the school's BDE rules), for the client's wording.
             */
            limit?: number;
            /**
             * Format: date
             * @description The day a BDE rule names, for the client's wording: on `before_course_start` the course's
             *     first day (the first day an in-car lesson may be booked), on `g1_expired` the G1 licence's
             *     expiry, on `past_in_car_end` the last day of the course's in-car part.
             */
            date?: string;
            /** @description Field name to its messages. */
            errors?: {
                [key: string]: string[];
            };
        };
        MessageResponse: {
            success: boolean;
            message: string;
        };
        /**
         * Format: date-time
         * @example 2026-11-02T15:04:05.000Z
         */
        Timestamp: string;
        /**
         * Format: date-time
         * @description Only on update, to guard against two editors overwriting each other: the record's
         *     `updated_at` as this client read it, exactly as the API returned it. The change is written
         *     only if the record still has that version; otherwise the answer is 409 and nothing is
         *     written. Every write gives the record a new `updated_at`. Without this property the change
         *     is written whatever happened meanwhile (the last save wins). Ignored on create.
         * @example 2026-11-02T15:04:05.000Z
         */
        ExpectedUpdatedAt: string;
        /**
         * @description `admin` is the only role of the admin area; the others are the account types of sign-up.
         * @enum {string}
         */
        UserRole: "admin" | "student" | "teacher" | "company";
        /**
         * @example {
         *       "id": 1,
         *       "name": "Site Admin",
         *       "email": "admin@driveontario.ca",
         *       "role": "admin"
         *     }
         */
        User: {
            id: number;
            name: string;
            /** Format: email */
            email: string;
            role: components["schemas"]["UserRole"];
        };
        /**
         * @example {
         *       "email": "admin@driveontario.ca",
         *       "password": "secret-password"
         *     }
         */
        AdminLoginInput: {
            /** Format: email */
            email: string;
            password: string;
        };
        AdminLoginResponse: {
            success: boolean;
            message: string;
            data: {
                token: string;
                user: components["schemas"]["User"];
            };
        };
        UserResponse: {
            success: boolean;
            data: components["schemas"]["User"];
        };
        /** @enum {string} */
        ContentType: "offer" | "review";
        /**
         * @description For an offer: price (required), original_price, details. For a review: text, author and
         *     date (required), image, lang. The server checks the fields the type needs. Prices are
         *     amounts in dollars: digits with at most two decimals (`399`, `85.50`); an original price,
         *     when given, is more than the price (422 on `content.price` / `content.original_price`).
         */
        ContentBody: {
            price?: string;
            original_price?: string | null;
            details?: string[];
            text?: string;
            author?: string;
            /** @description Free text, as written by the admin. */
            date?: string;
            /**
             * Format: web-url
             * @description An image URL or a path on this site.
             */
            image?: string | null;
            /**
             * @description The language a review was written in (reviews are shown as written, never translated); `en` when not given.
             * @enum {string}
             */
            lang?: "en" | "fr" | "ar";
        };
        /** @description An offer's texts in one language; an empty title or an empty list is shown in English. */
        OfferText: {
            title: string;
            details: string[];
        };
        /**
         * @description The French and Arabic texts of an offer (English is in `title` and `content.details`).
         *     Empty for a review. Left out of a save, the stored translations are kept.
         */
        OfferTranslations: {
            fr: components["schemas"]["OfferText"];
            ar: components["schemas"]["OfferText"];
        };
        /**
         * @example {
         *       "id": 3,
         *       "key": "beginner_package",
         *       "title": "Beginner package",
         *       "type": "offer",
         *       "is_active": true,
         *       "content": {
         *         "price": "399",
         *         "original_price": "499",
         *         "details": [
         *           "10 in-car hours",
         *           "20 hours of class"
         *         ]
         *       },
         *       "translations": {
         *         "fr": {
         *           "title": "Forfait débutant",
         *           "details": [
         *             "10 heures en voiture",
         *             "20 heures de théorie en ligne"
         *           ]
         *         },
         *         "ar": {
         *           "title": "باقة المبتدئين",
         *           "details": [
         *             "10 ساعات قيادة داخل السيارة",
         *             "20 ساعة نظرية عبر الإنترنت"
         *           ]
         *         }
         *       },
         *       "created_at": "2026-10-01T14:00:00.000Z",
         *       "updated_at": "2026-10-01T14:00:00.000Z"
         *     }
         */
        ContentItem: {
            id: number;
            key: string;
            /** @description The English title. */
            title: string;
            type: components["schemas"]["ContentType"];
            is_active: boolean;
            content: components["schemas"]["ContentBody"];
            translations: components["schemas"]["OfferTranslations"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        ContentInput: {
            /** @description Defaults to the lower-cased title with spaces turned into underscores. */
            key?: string;
            title: string;
            type: components["schemas"]["ContentType"];
            /** @default true */
            is_active: boolean;
            content: components["schemas"]["ContentBody"];
            translations?: components["schemas"]["OfferTranslations"];
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        ContentListResponse: {
            success: boolean;
            data: components["schemas"]["ContentItem"][];
        };
        ContentItemResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["ContentItem"];
        };
        /** @enum {string} */
        ServiceCategory: "bde" | "private" | "roadtest" | "faq";
        /** @description A service's texts in one language; an empty text or an empty list is shown in English. */
        ServiceText: {
            title: string;
            description: string;
            /** @description For FAQ entries each item is "question|answer". */
            features: string[];
        };
        /**
         * @description The French and Arabic texts of a service (English is in `title`, `description` and
         *     `features`). Left out of a save, the stored translations are kept.
         */
        ServiceTranslations: {
            fr: components["schemas"]["ServiceText"];
            ar: components["schemas"]["ServiceText"];
        };
        /**
         * @example {
         *       "id": 1,
         *       "title": "BDE Complete",
         *       "description": "Ministry-approved Beginner Driver Education.",
         *       "price": "699",
         *       "original_price": "899",
         *       "features": [
         *         "10 in-car hours",
         *         "20 hours of class"
         *       ],
         *       "translations": {
         *         "fr": {
         *           "title": "BDE complet",
         *           "description": "Cours de conduite pour débutants approuvé par le ministère.",
         *           "features": [
         *             "10 heures en voiture",
         *             "20 heures de théorie en ligne"
         *           ]
         *         },
         *         "ar": {
         *           "title": "دورة BDE الكاملة",
         *           "description": "دورة تعليم القيادة للمبتدئين المعتمدة من الوزارة.",
         *           "features": [
         *             "10 ساعات قيادة داخل السيارة",
         *             "20 ساعة نظرية عبر الإنترنت"
         *           ]
         *         }
         *       },
         *       "icon": "car",
         *       "category": "bde",
         *       "is_active": true,
         *       "sort_order": 1,
         *       "created_at": "2026-10-01T14:00:00.000Z",
         *       "updated_at": "2026-10-01T14:00:00.000Z"
         *     }
         */
        Service: {
            id: number;
            /** @description The English title (its translations are in `translations`). */
            title: string;
            description: string;
            price: string;
            original_price: string | null;
            /** @description For FAQ entries each item is "question|answer". */
            features: string[];
            translations: components["schemas"]["ServiceTranslations"];
            icon: string;
            category: components["schemas"]["ServiceCategory"];
            is_active: boolean;
            sort_order: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description `title` (English) and `price` are required. Prices are amounts in dollars: digits with at
         *     most two decimals (`699`, `85.50`); the original price is optional and, when given, more
         *     than the price (422 on `price` / `original_price`).
         */
        ServiceInput: {
            title: string;
            /** @default  */
            description: string;
            price: string;
            original_price?: string | null;
            features?: string[];
            translations?: components["schemas"]["ServiceTranslations"];
            /** @default car */
            icon: string;
            /** @description Sent as a one-element list, as the original form did. */
            category: components["schemas"]["ServiceCategory"][];
            /** @default true */
            is_active: boolean;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        ServiceOrderInput: {
            services: {
                id: number;
                sort_order: number;
            }[];
        };
        ServiceListResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Service"][];
        };
        ServiceResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Service"];
        };
        /** @enum {string} */
        InquiryStatus: "new" | "in_progress" | "completed" | "cancelled";
        /**
         * @example {
         *       "id": 42,
         *       "name": "Maya Chen",
         *       "email": "maya@example.com",
         *       "phone": "613-555-0142",
         *       "title": "BDE dates",
         *       "message": "When does the next BDE course start?",
         *       "status": "new",
         *       "notes": null,
         *       "service": {
         *         "id": 1,
         *         "title": "BDE Complete"
         *       },
         *       "created_at": "2026-11-02T15:04:05.000Z",
         *       "updated_at": "2026-11-02T15:04:05.000Z"
         *     }
         */
        Inquiry: {
            id: number;
            name: string;
            email: string;
            phone: string | null;
            title: string | null;
            message: string | null;
            status: components["schemas"]["InquiryStatus"];
            notes: string | null;
            /** @description The service the inquiry was sent about; null for a message from the contact form (or when that service was deleted since). */
            service: {
                id: number;
                title: string;
            } | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        InquiryInput: {
            name: string;
            /** Format: email */
            email: string;
            phone?: string | null;
            title?: string | null;
            message?: string | null;
            service_id?: number | null;
        };
        /** @description At least one of `status` and `notes` (otherwise 422); a missing one is left as it is. */
        InquiryUpdate: {
            status?: components["schemas"]["InquiryStatus"];
            notes?: string | null;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        InquiryStatusInput: {
            status: components["schemas"]["InquiryStatus"];
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        InquiryBulkInput: {
            /** @description The inquiries to change (or `inquiry_ids`; one of the two). */
            ids?: number[];
            /** @description The original site's client's name for `ids`, accepted beside it. */
            inquiry_ids?: number[];
            /** @enum {string} */
            action: "update_status" | "delete";
            status?: components["schemas"]["InquiryStatus"];
        };
        PageMeta: {
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        InquiryPageResponse: {
            success: boolean;
            data: components["schemas"]["Inquiry"][];
            meta: components["schemas"]["PageMeta"];
        };
        InquiryResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Inquiry"];
        };
        BulkResultResponse: {
            success: boolean;
            message: string;
            data: {
                affected: number;
            };
        };
        StatusCounts: {
            new: number;
            in_progress: number;
            completed: number;
            cancelled: number;
        };
        InquiryStatisticsResponse: {
            success: boolean;
            data: {
                total: number;
                by_status: components["schemas"]["StatusCounts"];
                /** @description The last 12 months, oldest first, months without inquiries included. */
                by_month: {
                    /** @example 2026-11 */
                    month: string;
                    count: number;
                }[];
            };
        };
        DashboardResponse: {
            success: boolean;
            data: {
                /** @description Approved instructors whose licence has expired or expires within 30 days, soonest first. */
                licence_alerts: components["schemas"]["LicenceAlert"][];
                /** @description The five newest inquiries. */
                recent_inquiries: components["schemas"]["Inquiry"][];
                /** @description The inquiries by status (the four add up to all inquiries) and those received today in Toronto. */
                overview: {
                    new_inquiries: number;
                    in_progress_inquiries: number;
                    completed_inquiries: number;
                    cancelled_inquiries: number;
                    today_inquiries: number;
                };
            };
        };
        /** @enum {string} */
        QuickStatMetric: "totalInquiries" | "activeServices" | "monthlyGrowth" | "satisfiedClients";
        QuickStatsResponse: {
            success: boolean;
            data: {
                metric: components["schemas"]["QuickStatMetric"];
                value: number;
            }[];
        };
        SystemHealthResponse: {
            success: boolean;
            data: {
                /** @enum {string} */
                status: "ok" | "degraded";
                database: {
                    reachable: boolean;
                    /** @enum {string} */
                    engine: "sqlite" | "postgres";
                    latency_ms: number;
                };
                uptime_seconds: number;
                version: string;
                timestamp: components["schemas"]["Timestamp"];
            };
        };
        /** @description A city's texts in one language; an empty text is shown in English. */
        CityText: {
            name: string;
            description: string;
            details: string;
        };
        /**
         * @description The French and Arabic texts of a city (English is in `name`, `description` and `details`).
         *     Left out of a save, the stored translations are kept.
         */
        CityTranslations: {
            fr: components["schemas"]["CityText"];
            ar: components["schemas"]["CityText"];
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "Kingston",
         *       "slug": "kingston",
         *       "email": "kingston@driveontario.ca",
         *       "phone": "613-555-0100",
         *       "description": "Lessons across Kingston, from downtown to Cataraqui.",
         *       "details": "Road tests at the Kingston DriveTest centre.",
         *       "translations": {
         *         "fr": {
         *           "name": "Kingston",
         *           "description": "Des leçons partout à Kingston, du centre-ville à Cataraqui.",
         *           "details": ""
         *         },
         *         "ar": {
         *           "name": "كينغستون",
         *           "description": "دروس في جميع أنحاء كينغستون، من وسط المدينة إلى كاتاراكوي.",
         *           "details": ""
         *         }
         *       },
         *       "map_link": "https://maps.google.com/?q=Kingston,ON",
         *       "images": [
         *         "/uploads/seed/kingston-1.svg"
         *       ],
         *       "updated_at": "2026-10-01T14:00:00.000Z"
         *     }
         */
        City: {
            id: number;
            /** @description The English name (its translations are in `translations`). */
            name: string;
            slug: string;
            email: string | null;
            phone: string | null;
            description: string | null;
            details: string | null;
            translations: components["schemas"]["CityTranslations"];
            map_link: string | null;
            images: string[];
            updated_at: components["schemas"]["Timestamp"];
        };
        CityInput: {
            name: string;
            slug: string;
            /** @description Empty, or an email address. */
            email?: string | null;
            phone?: string | null;
            description?: string | null;
            details?: string | null;
            translations?: components["schemas"]["CityTranslations"];
            /**
             * Format: web-url
             * @description Empty, or a map URL.
             */
            map_link?: string | null;
            images?: string[];
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        CityListResponse: {
            success: boolean;
            data: components["schemas"]["City"][];
        };
        /**
         * @example {
         *       "name": "Greater Sudbury",
         *       "name_fr": "Grand Sudbury",
         *       "latitude": 46.4917,
         *       "longitude": -80.993
         *     }
         */
        Municipality: {
            /** @description The English name, sent as the `city` of a sign-up. */
            name: string;
            /** @description The official French name, only where it differs from the English one. */
            name_fr?: string;
            /** @description Degrees north of the centre, 4 decimals. */
            latitude: number;
            /** @description Degrees east of the centre (negative: west), 4 decimals. */
            longitude: number;
        };
        MunicipalityListResponse: {
            success: boolean;
            data: components["schemas"]["Municipality"][];
        };
        CityResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["City"];
        };
        /** @description A partner's description in one language; an empty text is shown in English. */
        PartnerText: {
            description: string;
        };
        /** @description The French and Arabic descriptions of a partner (its name is a name, never translated; English is in `description`). */
        PartnerTranslations: {
            fr: components["schemas"]["PartnerText"];
            ar: components["schemas"]["PartnerText"];
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "Queen's Student Union",
         *       "logo": "/uploads/partners/3f2a.png",
         *       "description": "Discounts for students.",
         *       "translations": {
         *         "fr": {
         *           "description": "Des rabais pour les étudiants."
         *         },
         *         "ar": {
         *           "description": "خصومات للطلاب."
         *         }
         *       }
         *     }
         */
        PublicPartner: {
            id: number;
            name: string;
            /** @description The logo's URL path. */
            logo: string | null;
            /** @description In English. */
            description: string | null;
            translations: components["schemas"]["PartnerTranslations"];
        };
        Partner: {
            id: number;
            name: string;
            logo: string | null;
            description: string | null;
            translations: components["schemas"]["PartnerTranslations"];
            contact_email: string | null;
            discount_code: string | null;
            discount_amount: number;
            account_id: string;
            updated_at: components["schemas"]["Timestamp"];
        };
        PartnerListResponse: {
            success: boolean;
            data: components["schemas"]["Partner"][];
        };
        PartnerInput: {
            name: string;
            /**
             * Format: binary
             * @description An image file: PNG, JPEG, GIF or WebP, at most 2 MB.
             */
            logo: string;
            /** @description In English. */
            description?: string;
            /**
             * @description The French and Arabic descriptions: the JSON text of a `PartnerTranslations` object,
             *     e.g. `{"fr": {"description": "…"}, "ar": {"description": "…"}}` (a form field is text).
             *     Absent: none. Text that is not such an object is refused (422, `errors.translations`).
             */
            translations?: string;
            /** @description Empty, or an email address. */
            contact_email?: string;
            /** @description The code students type at checkout; absent or blank, one that cannot be guessed is made (see `createPartner`). */
            discount_code?: string;
            /** @default 0 */
            discount_amount: number;
            account_id: string;
        };
        PartnerUpdateInput: {
            name: string;
            /**
             * Format: binary
             * @description A new logo (PNG, JPEG, GIF or WebP, at most 2 MB); absent keeps the stored one.
             */
            logo?: string;
            /** @description In English. */
            description?: string;
            /**
             * @description The French and Arabic descriptions: the JSON text of a `PartnerTranslations` object,
             *     e.g. `{"fr": {"description": "…"}, "ar": {"description": "…"}}` (a form field is text).
             *     Absent: the stored ones are kept. Text that is not such an object is refused (422, `errors.translations`).
             */
            translations?: string;
            /** @description Empty, or an email address. */
            contact_email?: string;
            discount_code?: string;
            /** @default 0 */
            discount_amount: number;
            account_id: string;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        ImageUploadInput: {
            /**
             * Format: binary
             * @description A PNG, JPEG, GIF or WebP image of at most 2 MB.
             */
            image: string;
            /**
             * @description Where it will be shown: a city photo or a review avatar.
             * @enum {string}
             */
            purpose: "city" | "avatar";
        };
        ImageUploadResponse: {
            success: boolean;
            data: {
                /** @description The stored image's URL path, e.g. /uploads/cities/3f2a.png (absolute on SITE_URL for an origin of CORS_ORIGINS). */
                url: string;
            };
        };
        PartnerResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Partner"];
        };
        PartnerAccountCheckInput: {
            account_number: string;
        };
        PartnerStudent: {
            id: number;
            name: string | null;
        };
        PartnerStudentsResponse: {
            success: boolean;
            data: {
                partner_id: number;
                count: number;
                /** @description 10 dollars for each student. */
                profit: number;
                students: components["schemas"]["PartnerStudent"][];
            };
        };
        StudentWithDiscount: {
            id: number;
            name: string | null;
            partner_id: number;
        };
        /** @enum {string} */
        AccountType: "student" | "teacher" | "company";
        /** @enum {string} */
        Gender: "male" | "female";
        CustomerUser: {
            id: number;
            fName: string;
            lName: string;
            email: string;
            type: components["schemas"]["AccountType"];
            verified: boolean;
        };
        /**
         * @example {
         *       "email": "student@example.com",
         *       "password": "my-password",
         *       "type": "student",
         *       "tokenName": "web"
         *     }
         */
        CustomerLoginInput: {
            /** Format: email */
            email: string;
            password: string;
            type?: components["schemas"]["AccountType"];
            /** @description Names the issued token (e.g. the device); "web" when absent. */
            tokenName?: string;
        };
        CustomerTokenResponse: {
            success: boolean;
            message: string;
            token: string;
            user: components["schemas"]["CustomerUser"];
            /** @description From the login, for a student. Whether they have a paid or confirmed booking; the app then opens their account rather than the packages. */
            has_bookings?: boolean;
        };
        SignUpInput: {
            fName: string;
            lName: string;
            /** Format: email */
            email: string;
            /** @description At least 8 characters. */
            password: string;
            gender: components["schemas"]["Gender"];
            type: components["schemas"]["AccountType"];
            /**
             * @description A valid Canadian phone number, written any usual way (613-555-0142, (613) 555-0142, +1 613 555 0142); stored in E.164 (+16135550142). Anything else is a 422 field error.
             * @example 613-555-0142
             */
            phoneNumber: string;
            /**
             * @description The date followed by 00:00:00. Optional; when given, a real date at least 16 years before today in America/Toronto (the minimum age of a G1 licence): born on today's date 16 years ago is accepted, a day later is a 422 field error (a date in the future too).
             * @example 2008-05-14 00:00:00
             */
            birthday?: string;
            latitude: number;
            longitude: number;
            /** @description The municipality's name (the sign-up form sends the English name listMunicipalities answers). */
            city: string;
        };
        SignUpResponse: {
            success: boolean;
            message: string;
            data: {
                email: string;
            };
        };
        ResendCodeInput: {
            /** Format: email */
            email: string;
        };
        VerifyInput: {
            /** Format: email */
            email: string;
            code: string;
            firebaseToken?: string | null;
            deviceId?: string | null;
        };
        /**
         * @description The language of the mails the student gets.
         * @enum {string}
         */
        EmailLocale: "en" | "fr" | "ar";
        /**
         * @example {
         *       "id": 7,
         *       "email": "maya.chen@example.com",
         *       "first_name": "Maya",
         *       "last_name": "Chen",
         *       "phone_number": "+16135550142",
         *       "city": "Kingston",
         *       "latitude": 44.2312,
         *       "longitude": -76.486,
         *       "birthday": "2008-05-14",
         *       "email_locale": "fr",
         *       "updated_at": "2026-11-02T15:04:05.000Z"
         *     }
         */
        Account: {
            id: number;
            email: string;
            first_name: string;
            last_name: string;
            /** @description E.164. */
            phone_number: string | null;
            city: string | null;
            latitude: number | null;
            longitude: number | null;
            /** Format: date */
            birthday: string | null;
            email_locale: components["schemas"]["EmailLocale"];
            updated_at: components["schemas"]["Timestamp"];
        };
        AccountResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Account"];
        };
        /**
         * @example {
         *       "first_name": "Maya",
         *       "last_name": "Chen",
         *       "phone_number": "(613) 555-0142",
         *       "city": "Kingston",
         *       "latitude": 44.2312,
         *       "longitude": -76.486,
         *       "email_locale": "fr",
         *       "updated_at": "2026-11-02T15:04:05.000Z"
         *     }
         */
        AccountInput: {
            first_name: string;
            last_name: string;
            /** @description A phone number read as Canadian, in any usual writing. */
            phone_number: string;
            city: string;
            latitude?: number;
            longitude?: number;
            email_locale: components["schemas"]["EmailLocale"];
            /**
             * Format: date-time
             * @description The profile's `updated_at` as read (409 `stale` when it changed since).
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "current_password": "my-old-password",
         *       "new_password": "my-new-password-2"
         *     }
         */
        PasswordChangeInput: {
            current_password: string;
            new_password: string;
        };
        PasswordResetRequestInput: {
            /** Format: email */
            email: string;
        };
        PasswordResetInput: {
            /** Format: email */
            email: string;
            code: string;
            new_password: string;
        };
        /**
         * @description What a visitor needs to choose an instructor. Never the instructor's sign-in email or
         *     personal phone: visitors reach an instructor through the school, unless the instructor
         *     chose to publish a business phone (`public_phone`).
         * @example {
         *       "id": 4,
         *       "f_name": "Omar",
         *       "l_name": "Haddad",
         *       "public_phone": null,
         *       "car_image_url": "/uploads/seed/car-1.svg",
         *       "languages": [
         *         "en",
         *         "ar"
         *       ],
         *       "bio": "Calm and patient.",
         *       "car_make_model": "Toyota Corolla 2023"
         *     }
         */
        Instructor: {
            id: number;
            f_name: string;
            /** @description The text NULL means the instructor gave none. */
            l_name: string;
            /** @description A business phone the instructor chose to publish (E.164); null when they did not, and contact goes through the school. */
            public_phone: string | null;
            car_image_url: string | null;
            /**
             * Format: date
             * @description Only for an admin caller.
             */
            birthday?: string;
            languages: components["schemas"]["InstructorLanguage"][];
            /** @description The bio in the request's language, else in English, else in the first language given; empty when none. */
            bio: string;
            car_make_model: string;
        };
        /**
         * @example {
         *       "id": 11,
         *       "date": "2026-11-24",
         *       "from_time": "09:00",
         *       "to_time": "11:00"
         *     }
         */
        InstructorDate: {
            id: number;
            /** Format: date */
            date: string;
            from_time: string;
            to_time: string;
        };
        PackageDate: {
            id: number;
            /** Format: date */
            firstDate: string;
            /** Format: date */
            secondDate: string | null;
            fromTime: string;
            toTime: string;
            /** @description Seats of the date. */
            capacity: number;
            /** @description Seats not taken by paid, confirmed-unpaid or unexpired held bookings. */
            seats_left: number;
        };
        /**
         * @example {
         *       "id": 1,
         *       "en_name": "BDE Beginner",
         *       "fr_name": "Débutant BDE",
         *       "en_description": "10 in-car hours and 20 hours of class.",
         *       "fr_description": "10 heures en voiture et 20 heures de théorie en ligne.",
         *       "ar_name": "",
         *       "ar_description": "",
         *       "price": 699,
         *       "price_cents": 69900,
         *       "hst_applies": true,
         *       "behind_the_wheel_hour_count": 10,
         *       "course_hour_count": 20,
         *       "datesData": [
         *         {
         *           "id": 1,
         *           "firstDate": "2026-12-05",
         *           "secondDate": "2026-12-06",
         *           "fromTime": "09:00",
         *           "toTime": "15:00",
         *           "capacity": 12,
         *           "seats_left": 5
         *         }
         *       ]
         *     }
         */
        Package: {
            id: number;
            en_name: string;
            fr_name: string;
            en_description: string;
            fr_description: string;
            /** @description Empty when the office gave none (show the English name). */
            ar_name: string;
            ar_description: string;
            /** @description Dollars, as the original client reads it; equals `price_cents / 100`. */
            price: number;
            price_cents: components["schemas"]["Cents"];
            hst_applies: boolean;
            behind_the_wheel_hour_count: number;
            course_hour_count: number;
            datesData: components["schemas"]["PackageDate"][];
        };
        /**
         * @description An amount in integer cents (Canadian dollars); `39900` is $399.00.
         * @example 39900
         */
        Cents: number;
        /**
         * @description An amount in integer cents that may be negative (a discount line and its HST).
         * @example -2500
         */
        SignedCents: number;
        /**
         * @description The HST rate in basis points (1300 is 13 %).
         * @example 1300
         */
        HstRateBp: number;
        /**
         * Format: date
         * @description A calendar day in America/Toronto.
         * @example 2026-12-05
         */
        LocalDate: string;
        /**
         * @description A wall-clock time in America/Toronto (24 h).
         * @example 09:00
         */
        LocalTime: string;
        /**
         * @description A text in the three languages; an empty French or Arabic text is shown in English.
         * @example {
         *       "en": "Refresher",
         *       "fr": "Remise à niveau",
         *       "ar": "دورة تنشيطية"
         *     }
         */
        LocalizedText: {
            en: string;
            fr: string;
            ar: string;
        };
        /** @description English is required; French and Arabic default to empty (shown in English). */
        NameInput: {
            en: string;
            /** @default  */
            fr: string;
            /** @default  */
            ar: string;
        };
        DescriptionInput: {
            /** @default  */
            en: string;
            /** @default  */
            fr: string;
            /** @default  */
            ar: string;
        };
        IdList: number[];
        PublicPackageDate: {
            id: number;
            first_date: components["schemas"]["LocalDate"];
            /** Format: date */
            second_date: string | null;
            from_time: components["schemas"]["LocalTime"];
            to_time: components["schemas"]["LocalTime"];
            capacity: number;
            seats_left: number;
        };
        PublicPackage: {
            id: number;
            name: components["schemas"]["LocalizedText"];
            description: components["schemas"]["LocalizedText"];
            price_cents: components["schemas"]["Cents"];
            hst_applies: boolean;
            hst_rate_bp: components["schemas"]["HstRateBp"];
            hst_cents: components["schemas"]["Cents"];
            total_cents: components["schemas"]["Cents"];
            in_car_hours: number;
            course_hours: number;
            service_ids: components["schemas"]["IdList"];
            offer_ids: components["schemas"]["IdList"];
            /** @description Open dates not yet started, earliest first. Empty for a package without dates (no seat limit). */
            dates: components["schemas"]["PublicPackageDate"][];
        };
        PublicPackageListResponse: {
            success: boolean;
            data: components["schemas"]["PublicPackage"][];
        };
        AdminPackageDate: {
            id: number;
            package_id: number;
            first_date: components["schemas"]["LocalDate"];
            /** Format: date */
            second_date: string | null;
            from_time: components["schemas"]["LocalTime"];
            to_time: components["schemas"]["LocalTime"];
            capacity: number;
            is_open: boolean;
            /** @description Paid, confirmed-unpaid and unexpired held bookings. */
            seats_taken: number;
            /** @description Of those, unexpired holds. */
            seats_held: number;
            seats_left: number;
            /** @description Bookings in any status; more than 0 means the date can be closed, not deleted. */
            bookings_count: number;
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @example {
         *       "id": 3,
         *       "name": {
         *         "en": "Refresher",
         *         "fr": "Remise à niveau",
         *         "ar": "دورة تنشيطية"
         *       },
         *       "description": {
         *         "en": "Two in-car hours before your road test.",
         *         "fr": "",
         *         "ar": ""
         *       },
         *       "price_cents": 19900,
         *       "hst_applies": true,
         *       "in_car_hours": 2,
         *       "course_hours": 0,
         *       "service_ids": [
         *         4
         *       ],
         *       "offer_ids": [],
         *       "is_active": true,
         *       "sort_order": 2,
         *       "bookings_count": 1,
         *       "dates": [
         *         {
         *           "id": 7,
         *           "package_id": 3,
         *           "first_date": "2026-12-05",
         *           "second_date": null,
         *           "from_time": "09:00",
         *           "to_time": "11:00",
         *           "capacity": 2,
         *           "is_open": true,
         *           "seats_taken": 1,
         *           "seats_held": 0,
         *           "seats_left": 1,
         *           "bookings_count": 1,
         *           "updated_at": "2026-11-02T15:04:05.000Z"
         *         }
         *       ],
         *       "created_at": "2026-11-01T14:00:00.000Z",
         *       "updated_at": "2026-11-02T15:04:05.000Z"
         *     }
         */
        AdminPackage: {
            id: number;
            name: components["schemas"]["LocalizedText"];
            description: components["schemas"]["LocalizedText"];
            price_cents: components["schemas"]["Cents"];
            hst_applies: boolean;
            in_car_hours: number;
            course_hours: number;
            service_ids: components["schemas"]["IdList"];
            offer_ids: components["schemas"]["IdList"];
            is_active: boolean;
            sort_order: number;
            /** @description Bookings in any status; more than 0 means the package can be deactivated, not deleted. */
            bookings_count: number;
            /** @description Every date, past ones included, earliest first. */
            dates: components["schemas"]["AdminPackageDate"][];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @example {
         *       "name": {
         *         "en": "Refresher",
         *         "fr": "Remise à niveau",
         *         "ar": "دورة تنشيطية"
         *       },
         *       "price_cents": 19900,
         *       "hst_applies": true,
         *       "in_car_hours": 2,
         *       "course_hours": 0,
         *       "service_ids": [
         *         4
         *       ]
         *     }
         */
        PackageInput: {
            name: components["schemas"]["NameInput"];
            description?: components["schemas"]["DescriptionInput"];
            /** @description Integer cents, 0 or more (a free package is 0). Text, decimals and negative numbers are a 422 on this field. */
            price_cents: number;
            hst_applies: boolean;
            in_car_hours: number;
            course_hours: number;
            service_ids?: components["schemas"]["IdList"];
            offer_ids?: components["schemas"]["IdList"];
            /** @default true */
            is_active: boolean;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        ActiveInput: {
            is_active: boolean;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        PackageOrderInput: {
            packages: {
                id: number;
                sort_order: number;
            }[];
        };
        /**
         * @example {
         *       "first_date": "2026-12-05",
         *       "second_date": "2026-12-06",
         *       "from_time": "09:00",
         *       "to_time": "15:00",
         *       "capacity": 12
         *     }
         */
        PackageDateInput: {
            first_date: components["schemas"]["LocalDate"];
            /**
             * Format: date
             * @description On or after `first_date`; null for a one-day class.
             */
            second_date?: string | null;
            from_time: components["schemas"]["LocalTime"];
            to_time: components["schemas"]["LocalTime"];
            /** @description Seats; never below the seats already taken. */
            capacity: number;
            /**
             * @description false closes the date to new bookings.
             * @default true
             */
            is_open: boolean;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        AdminPackageResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["AdminPackage"];
        };
        AdminPackageListResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["AdminPackage"][];
        };
        /**
         * @description `held`: booked, a seat kept until `hold_expires_at`, payment not chosen or not finished.
         *     `expired`: the hold ended unpaid; no seat. `confirmed_unpaid`: to be paid at the school;
         *     seat kept. `paid`: payment received, receipt issued. `cancelled`: cancelled by the student
         *     or the office (money kept, if any was paid). `refunded`: refunded in full, credit note
         *     issued.
         * @enum {string}
         */
        BookingStatus: "held" | "expired" | "confirmed_unpaid" | "paid" | "cancelled" | "refunded";
        /**
         * @description How the student chooses to pay: `card` through Stripe Checkout, `at_school` (Interac e-Transfer, cash or card at the office).
         * @enum {string}
         */
        PaymentMethod: "card" | "at_school";
        /**
         * @description How the money was actually received (or returned): `stripe` for a card payment through Stripe Checkout; the others are recorded by the office.
         * @enum {string}
         */
        ReceivedBy: "stripe" | "interac" | "cash" | "card_at_office" | "other";
        /**
         * @description A way the office receives or returns money by hand.
         * @enum {string}
         */
        OfficeMethod: "interac" | "cash" | "card_at_office" | "other";
        BookingLine: {
            /** @enum {string} */
            kind: "package" | "discount";
            description: components["schemas"]["LocalizedText"];
            amount_cents: components["schemas"]["SignedCents"];
            /** @description This line's HST, `amount_cents × hst_rate_bp / 10000` rounded half away from zero to the cent; 0 when the package's HST does not apply. */
            hst_cents: components["schemas"]["SignedCents"];
        };
        /**
         * @description `subtotal_cents` = sum of the lines; `hst_cents` = sum of the lines' HST; `total_cents` = subtotal + HST. Stripe receives the same figures.
         * @example {
         *       "lines": [
         *         {
         *           "kind": "package",
         *           "description": {
         *             "en": "Refresher",
         *             "fr": "Remise à niveau",
         *             "ar": "دورة تنشيطية"
         *           },
         *           "amount_cents": 19900,
         *           "hst_cents": 2587
         *         },
         *         {
         *           "kind": "discount",
         *           "description": {
         *             "en": "Discount LIMESTONE25",
         *             "fr": "Rabais LIMESTONE25",
         *             "ar": "خصم LIMESTONE25"
         *           },
         *           "amount_cents": -2500,
         *           "hst_cents": -325
         *         }
         *       ],
         *       "subtotal_cents": 17400,
         *       "hst_rate_bp": 1300,
         *       "hst_cents": 2262,
         *       "total_cents": 19662
         *     }
         */
        BookingAmounts: {
            lines: components["schemas"]["BookingLine"][];
            subtotal_cents: components["schemas"]["Cents"];
            hst_rate_bp: components["schemas"]["HstRateBp"];
            hst_cents: components["schemas"]["Cents"];
            total_cents: components["schemas"]["Cents"];
        };
        /**
         * @example {
         *       "package_id": 3,
         *       "package_date_id": 7,
         *       "discount_code": "LIMESTONE25"
         *     }
         */
        BookingInput: {
            package_id: number;
            /** @description Required when the package has dates; must be one of its open dates not yet started. */
            package_date_id?: number | null;
            /** @description A partner's discount code; empty or null for none. */
            discount_code?: string | null;
        };
        BookingPackageRef: {
            id: number;
            name: components["schemas"]["LocalizedText"];
        };
        Quote: components["schemas"]["BookingAmounts"] & {
            package: components["schemas"]["BookingPackageRef"];
            package_date: {
                id: number;
                first_date: components["schemas"]["LocalDate"];
                /** Format: date */
                second_date: string | null;
                from_time: components["schemas"]["LocalTime"];
                to_time: components["schemas"]["LocalTime"];
            } | null;
            /** @description Seats left on the date now (null without a date); a booking may still find it full. */
            seats_left: number | null;
            discount: {
                code: string;
                partner_name: string;
            } | null;
            payment_methods: components["schemas"]["PaymentMethod"][];
        };
        QuoteResponse: {
            success: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description A receipt or a credit note. */
        DocumentRef: {
            id: number;
            kind: components["schemas"]["DocumentKind"];
            number: components["schemas"]["DocumentNumber"];
            issued_at: components["schemas"]["Timestamp"];
        };
        Booking: components["schemas"]["BookingAmounts"] & {
            id: number;
            status: components["schemas"]["BookingStatus"];
            package: components["schemas"]["BookingPackageRef"];
            package_date: {
                id: number;
                first_date: components["schemas"]["LocalDate"];
                /** Format: date */
                second_date: string | null;
                from_time: components["schemas"]["LocalTime"];
                to_time: components["schemas"]["LocalTime"];
            } | null;
            discount: {
                code: string;
                partner_name: string;
            } | null;
            /**
             * @description The method chosen (null until `startBookingPayment`).
             * @enum {string|null}
             */
            payment_method: "card" | "at_school" | null;
            /** @description What the student may choose now (empty unless `held` with an unexpired hold). */
            payment_methods: components["schemas"]["PaymentMethod"][];
            /**
             * Format: date-time
             * @description While `held`, when the seat is released (extended when a card payment starts).
             */
            hold_expires_at: string | null;
            /** @description The school's payment instructions (setting), while `confirmed_unpaid`. */
            payment_instructions: {
                en: string;
                fr: string;
                ar: string;
            } | null;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            refunded_at: string | null;
            receipt: {
                id: number;
                kind: components["schemas"]["DocumentKind"];
                number: components["schemas"]["DocumentNumber"];
                issued_at: components["schemas"]["Timestamp"];
            } | null;
            credit_notes: components["schemas"]["DocumentRef"][];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description `enrolled` once paid; `in_progress` once taught; `ready` when every part is done and the
         *     final test passed; `certified` once reported to the Ministry; `withdrawn` when refunded or
         *     stopped; `expired` when the in-car part was not finished within its time.
         * @enum {string}
         */
        BdeCourseStatus: "enrolled" | "in_progress" | "ready" | "certified" | "withdrawn" | "expired";
        BdeClass: {
            /** @description The package date's id. */
            id: number;
            package: components["schemas"]["BookingPackageRef"];
            first_date: components["schemas"]["LocalDate"];
            /** Format: date */
            second_date: string | null;
            from_time: components["schemas"]["LocalTime"];
            to_time: components["schemas"]["LocalTime"];
            /** @description Open courses booked on this date. */
            students: number;
            /** @description The minutes of class its sessions hold. */
            scheduled_minutes: number;
        };
        BdeClassListResponse: {
            success: boolean;
            data: components["schemas"]["BdeClass"][];
        };
        /** @enum {string} */
        AttendanceStatus: "present" | "late" | "absent";
        BdeClassSession: {
            id: number;
            class_id: number;
            day: components["schemas"]["LocalDate"];
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
            /** @enum {string} */
            mode: "classroom" | "online";
            room: string | null;
            instructor: {
                id: number;
                name: string;
            } | null;
            roster: {
                course_id: number;
                student: {
                    id: number;
                    name: string;
                    email: string;
                };
                /** @enum {string|null} */
                status: "present" | "late" | "absent" | null;
                minutes: number | null;
            }[];
        };
        BdeClassSessionResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["BdeClassSession"];
        };
        BdeClassSessionListResponse: {
            success: boolean;
            data: components["schemas"]["BdeClassSession"][];
        };
        /**
         * @example {
         *       "day": "2026-12-05",
         *       "from": "09:00",
         *       "to": "12:00",
         *       "mode": "classroom",
         *       "room": "Room 2",
         *       "instructor_id": 2
         *     }
         */
        BdeClassSessionInput: {
            day: components["schemas"]["LocalDate"];
            from: components["schemas"]["LocalTime"];
            to: components["schemas"]["LocalTime"];
            /** @enum {string} */
            mode: "classroom" | "online";
            room?: string | null;
            instructor_id?: number | null;
        };
        BdeAttendanceInput: {
            entries: {
                course_id: number;
                status: components["schemas"]["AttendanceStatus"];
                /** @description The minutes attended when `late`. */
                minutes?: number;
            }[];
        };
        BdeCourse: {
            id: number;
            booking_id: number;
            package: components["schemas"]["BookingPackageRef"];
            status: components["schemas"]["BdeCourseStatus"];
            course_start: components["schemas"]["LocalDate"];
            /** @description The last day of the in-car part (the `bde_in_car_months` setting after the start, 12 by default). */
            in_car_deadline: components["schemas"]["LocalDate"];
            g1: {
                /** @example A1234-56789-01234 */
                number: string;
                expiry: components["schemas"]["LocalDate"];
            } | null;
            consent: {
                wording: string;
                /** Format: date-time */
                given_at: string;
                guardian_name: string | null;
            } | null;
            /** @description What the student agrees to, in the student's language. */
            consent_wording: string;
            guardian_required: boolean;
            /**
             * @description What the course has done of what the school's BDE rules require: class minutes attended
             *     (the attendance of its sessions), in-car minutes taught (the student's completed lessons)
             *     and home-link minutes accepted, and whether a sitting of the final test reached
             *     `pass_percent` in both parts.
             */
            progress: {
                class_minutes: number;
                class_hours_required: number;
                in_car_minutes: number;
                in_car_hours_required: number;
                home_link_minutes: number;
                home_link_hours_required: number;
                test_passed: boolean;
                pass_percent: number;
            };
            /** @description Every assignment of the school, with this course's work on it (null until marked done). */
            home_link: components["schemas"]["HomeLinkWork"][];
            /** @description The sittings of the final test, oldest first. */
            tests: components["schemas"]["BdeFinalTest"][];
            /**
             * Format: date-time
             * @description When the course last became ready to certify.
             */
            ready_at: string | null;
            /** @description The certificate as reported to the Ministry, once the course is certified. */
            certificate: {
                issued_on: components["schemas"]["LocalDate"];
                mto_reference: string;
            } | null;
        };
        AdminBdeCourse: components["schemas"]["BdeCourse"] & {
            /** @description Who recorded the certificate, and when. */
            certified_by: {
                name: string | null;
                /** Format: date-time */
                at: string;
            } | null;
            student: {
                id: number;
                name: string;
                email: string;
            };
        };
        BdeCourseResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["BdeCourse"];
        };
        AdminBdeCourseResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["AdminBdeCourse"];
        };
        /**
         * @example {
         *       "issued_on": "2027-03-02",
         *       "mto_reference": "BDE-2027-004512"
         *     }
         */
        BdeCertificateInput: {
            issued_on: components["schemas"]["LocalDate"];
            /** @description The Ministry's reference for the certificate. */
            mto_reference: string;
        };
        BdeAtRisk: {
            course: components["schemas"]["AdminBdeCourse"];
            reasons: ("deadline" | "idle")[];
            /**
             * Format: date-time
             * @description The last thing recorded for the course (or when it was opened).
             */
            last_activity_at: string;
        };
        BdeCertificationQueueResponse: {
            success: boolean;
            ready: components["schemas"]["AdminBdeCourse"][];
            at_risk: components["schemas"]["BdeAtRisk"][];
        };
        HomeLinkAssignment: {
            id: number;
            title: components["schemas"]["LocalizedText"];
            /** @description The minutes of home-link hours the assignment credits once accepted. */
            minutes: number;
            /** @description The courses whose student marked it done. */
            recorded_by_courses: number;
        };
        HomeLinkAssignmentResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["HomeLinkAssignment"];
        };
        HomeLinkAssignmentListResponse: {
            success: boolean;
            data: components["schemas"]["HomeLinkAssignment"][];
        };
        /**
         * @example {
         *       "title": {
         *         "en": "Night driving with a parent",
         *         "fr": "Conduite de nuit avec un parent",
         *         "ar": "القيادة ليلًا مع أحد الوالدين"
         *       },
         *       "minutes": 60
         *     }
         */
        HomeLinkAssignmentInput: {
            title: components["schemas"]["NameInput"];
            minutes: number;
        };
        HomeLinkWork: {
            assignment_id: number;
            title: components["schemas"]["LocalizedText"];
            minutes: number;
            /**
             * @description `done` once the student marked it, `accepted` once the office or the student's instructor checked it.
             * @enum {string}
             */
            status: "to_do" | "done" | "accepted";
            guardian_name: string | null;
            /** Format: date-time */
            done_at: string | null;
            /** Format: date-time */
            accepted_at: string | null;
        };
        InstructorHomeLinkWork: {
            course_id: number;
            student_name: string;
            assignment_id: number;
            title: components["schemas"]["LocalizedText"];
            minutes: number;
            guardian_name: string;
            /** Format: date-time */
            done_at: string;
        };
        InstructorHomeLinkListResponse: {
            success: boolean;
            data: components["schemas"]["InstructorHomeLinkWork"][];
        };
        /**
         * @description `waiting` in line; `offered` a seat is held for the student until `offer_expires_at`;
         *     `booked` they took it; `declined`, `lapsed` (the offer ran out), `left` or `removed` (by
         *     the office): off the list.
         * @enum {string}
         */
        WaitlistStatus: "waiting" | "offered" | "booked" | "declined" | "lapsed" | "left" | "removed";
        WaitlistEntry: {
            id: number;
            package_date_id: number;
            package_id: number;
            package_name: components["schemas"]["LocalizedText"];
            first_date: components["schemas"]["LocalDate"];
            status: components["schemas"]["WaitlistStatus"];
            /** @description Place among those waiting (1 is next); null once offered. */
            position: number | null;
            /** Format: date-time */
            offer_expires_at: string | null;
        };
        WaitlistEntryResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["WaitlistEntry"];
        };
        WaitlistEntryListResponse: {
            success: boolean;
            data: components["schemas"]["WaitlistEntry"][];
        };
        AdminWaitlistEntry: {
            id: number;
            student: {
                id: number;
                name: string;
                email: string;
            };
            status: components["schemas"]["WaitlistStatus"];
            position: number | null;
            /** Format: date-time */
            joined_at: string;
            /** Format: date-time */
            offered_at: string | null;
            /** Format: date-time */
            offer_expires_at: string | null;
            /** Format: date-time */
            closed_at: string | null;
            /** @description The booking that took the seat (booked). */
            booking_id: number | null;
        };
        AdminWaitlistResponse: {
            success: boolean;
            message?: string;
            data: {
                package_date_id: number;
                capacity: number;
                /** @description Seats of bookings (paid, confirmed unpaid, held) and of offers running. */
                seats_taken: number;
                entries: components["schemas"]["AdminWaitlistEntry"][];
            };
        };
        WaitlistMoveInput: {
            position: number;
        };
        HomeLinkDoneInput: {
            /** @description The parent or guardian who did it with the student. */
            guardian_name: string;
        };
        BdeFinalTest: {
            id: number;
            taken_on: components["schemas"]["LocalDate"];
            theory_percent: number;
            in_car_percent: number;
            passed: boolean;
        };
        /**
         * @example {
         *       "taken_on": "2026-12-12",
         *       "theory_percent": 84,
         *       "in_car_percent": 76
         *     }
         */
        BdeFinalTestInput: {
            taken_on: components["schemas"]["LocalDate"];
            theory_percent: number;
            in_car_percent: number;
        };
        BdeCourseListResponse: {
            success: boolean;
            data: components["schemas"]["BdeCourse"][];
        };
        AdminBdeCourseListResponse: {
            success: boolean;
            data: components["schemas"]["AdminBdeCourse"][];
        };
        BdeConsentInput: {
            /**
             * @description The box the student ticked.
             * @enum {boolean}
             */
            consent: true;
            /** @description A parent's or guardian's full name: required while the student is under 18. */
            guardian_name?: string | null;
        };
        G1LicenceInput: {
            /** @example A1234-56789-01234 */
            g1_number: string;
            g1_expiry: components["schemas"]["LocalDate"];
        };
        BookingResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Booking"];
        };
        BookingListResponse: {
            success: boolean;
            data: components["schemas"]["Booking"][];
        };
        PaymentStartInput: {
            method: components["schemas"]["PaymentMethod"];
        };
        PaymentStartResponse: {
            success: boolean;
            message?: string;
            data: {
                booking: components["schemas"]["Booking"];
                /**
                 * Format: web-url
                 * @description The Stripe Checkout page to send the browser to (card); null for `at_school`.
                 */
                checkout_url: string | null;
            };
        };
        BookingStudent: {
            id: number;
            name: string;
            email: string;
            phone: string | null;
        };
        AdminBooking: components["schemas"]["Booking"] & {
            student: components["schemas"]["BookingStudent"];
            /** @description The partner whose discount code was used. */
            partner: {
                id: number;
                name: string;
            } | null;
            /** @enum {string|null} */
            received_by: "stripe" | "interac" | "cash" | "card_at_office" | "other" | null;
            /** @description The office's reference (e-Transfer number…). */
            payment_reference: string | null;
            /** @enum {string|null} */
            refund_method: "stripe" | "interac" | "cash" | "card_at_office" | "other" | null;
            cancel_reason: string | null;
            stripe_checkout_session_id: string | null;
            stripe_payment_intent_id: string | null;
        };
        AdminBookingResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["AdminBooking"];
        };
        AdminBookingPageResponse: {
            success: boolean;
            data: components["schemas"]["AdminBooking"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * @example {
         *       "method": "interac",
         *       "reference": "CA1xYz9",
         *       "expected_updated_at": "2026-11-02T15:04:05.000Z"
         *     }
         */
        MarkPaidInput: {
            method: components["schemas"]["OfficeMethod"];
            reference?: string | null;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        CancelBookingInput: {
            /** @description Refund the payment in full (only for a paid booking). Never assumed. */
            refund: boolean;
            /**
             * @description How the office returns the money; required when refunding a payment received by the office, ignored for a card payment (refunded through Stripe).
             * @enum {string|null}
             */
            refund_method?: "interac" | "cash" | "card_at_office" | "other" | null;
            reason?: string | null;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        RefundInput: {
            /**
             * @description Required when the payment was received by the office; ignored for a card payment.
             * @enum {string|null}
             */
            refund_method?: "interac" | "cash" | "card_at_office" | "other" | null;
            reason?: string | null;
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        /** @enum {string} */
        DocumentKind: "receipt" | "credit_note";
        /**
         * @description `R-<year>-<n>` for receipts, `CN-<year>-<n>` for credit notes: the year of issue in
         *     America/Toronto and a sequence per kind and year from 1, zero-padded to 5 digits,
         *     allocated in the transaction that records the payment or refund (so never reused and
         *     without gaps; a unique index backs it).
         * @example R-2026-00042
         */
        DocumentNumber: string;
        Receipt: components["schemas"]["BookingAmounts"] & {
            id: number;
            kind: components["schemas"]["DocumentKind"];
            number: components["schemas"]["DocumentNumber"];
            issued_at: components["schemas"]["Timestamp"];
            refers_to: {
                id: number;
                kind: components["schemas"]["DocumentKind"];
                number: components["schemas"]["DocumentNumber"];
                issued_at: components["schemas"]["Timestamp"];
            } | null;
            booking_id: number;
            /**
             * @description The student's language when issued: the page's default language.
             * @enum {string}
             */
            locale: "en" | "fr" | "ar";
            school: {
                legal_name: string;
                address: string;
                hst_number: string;
            };
            student: components["schemas"]["BookingStudent"];
            package: components["schemas"]["BookingPackageRef"];
            package_date: {
                id: number;
                first_date: components["schemas"]["LocalDate"];
                /** Format: date */
                second_date: string | null;
                from_time: components["schemas"]["LocalTime"];
                to_time: components["schemas"]["LocalTime"];
            } | null;
            /** @description How the money was paid (receipt) or returned (credit note). */
            received_by: components["schemas"]["ReceivedBy"];
            /** @description When it was paid (receipt) or refunded (credit note). */
            paid_at: components["schemas"]["Timestamp"];
        };
        ReceiptResponse: {
            success: boolean;
            data: components["schemas"]["Receipt"];
        };
        ClassListResponse: {
            success: boolean;
            data: {
                package: components["schemas"]["BookingPackageRef"];
                date: components["schemas"]["AdminPackageDate"];
                students: {
                    booking_id: number;
                    status: components["schemas"]["BookingStatus"];
                    student: components["schemas"]["BookingStudent"];
                    paid: boolean;
                    total_cents: components["schemas"]["Cents"];
                    /** @enum {string|null} */
                    payment_method: "card" | "at_school" | null;
                }[];
            };
        };
        BookingStatusCounts: {
            held: number;
            expired: number;
            confirmed_unpaid: number;
            paid: number;
            cancelled: number;
            refunded: number;
        };
        MonthMoney: {
            /** @example 2026-11 */
            month: string;
            /** @description Receipts' totals minus credit notes' totals issued in the month (may be negative). */
            revenue_cents: number;
            /** @description Receipts' HST minus credit notes' HST issued in the month. */
            hst_collected_cents: number;
            refunded_cents: components["schemas"]["Cents"];
        };
        BookingStatsResponse: {
            success: boolean;
            data: {
                this_month: components["schemas"]["MonthMoney"];
                last_month: components["schemas"]["MonthMoney"];
                bookings_this_month: components["schemas"]["BookingStatusCounts"];
                /** @description What the lists refilled this (Toronto) month, that would otherwise have stayed empty. */
                refilled_this_month: {
                    /** @description Class seats booked by students offered them from a date's waiting list. */
                    seats: number;
                    /** @description In-car lesson hours booked by students offered them from the cancellation list. */
                    lesson_hours: number;
                };
                /** @description Totals of the confirmed-unpaid bookings (money the office expects). */
                unpaid_cents: components["schemas"]["Cents"];
                /** @description The next five open dates, earliest first. */
                upcoming_dates: {
                    package: components["schemas"]["BookingPackageRef"];
                    date: components["schemas"]["AdminPackageDate"];
                }[];
            };
        };
        Settings: {
            legal_name: string;
            /** @description The postal address printed on receipts (several lines). */
            address: string;
            /** @description The HST registration number (business number + RT + account), empty until set. */
            hst_number: string;
            hst_rate_bp: components["schemas"]["HstRateBp"];
            payment_instructions: components["schemas"]["LocalizedText"];
            /** @description How long a booking holds its seat before a payment starts. */
            hold_minutes: number;
            /** @description How long a seat offered to the first student of a waiting list is held for them: 12 by default. */
            waitlist_offer_hours: number;
            /** @description How long a lesson slot offered from the cancellation list is held for its student, in minutes: 30 by default. */
            lesson_offer_minutes: number;
            /** @description Whether students may choose to pay at the school when card payments are available (without them it is always offered). */
            pay_at_school_enabled: boolean;
            /** @description How long before an in-car lesson a student may still cancel it with their hours back, or reschedule it. */
            lesson_cancel_cutoff_hours: number;
            /** @description The school's app on the App Store (https), shown as the site's App Store badge; empty: no badge. */
            app_store_url: string;
            /** @description The school's app on Google Play (https), shown as the site's Google Play badge; empty: no badge. */
            google_play_url: string;
            office_locale: components["schemas"]["OfficeLocale"];
            /** @description Hours of class (in a classroom or live online) a BDE course requires: 20 by the Ministry. */
            bde_class_hours: number;
            /** @description In-car hours a BDE course requires: 10 by the Ministry. */
            bde_in_car_hours: number;
            /** @description Home-link hours (assignments done at home with a parent or guardian) a BDE course requires: 10 by the Ministry. */
            bde_home_link_hours: number;
            /** @description The final test's pass mark, in percent: 70 by the Ministry. */
            bde_pass_percent: number;
            /** @description At most this many hours of class a day: 5 by the Ministry. */
            bde_class_hours_per_day: number;
            /** @description At most this many in-car hours a day, for every student's lessons: 2 by the Ministry. */
            bde_in_car_hours_per_day: number;
            /** @description At most this many in-car hours on a day with the most hours of class: 1 by the Ministry; never more than the in-car hours a day. */
            bde_in_car_hours_on_full_class_day: number;
            /** @description The in-car part ends within this many months of the course start: 12 by the Ministry. */
            bde_in_car_months: number;
            /** @description A student with in-car hours left this many weeks before their in-car part's end is at risk. */
            bde_at_risk_weeks: number;
            /** @description A student whose course has not moved for longer than this many weeks is at risk. */
            bde_idle_weeks: number;
            /** @description Course records are kept at least this many years: none is deleted before. */
            bde_retention_years: number;
            sms_quiet_start: components["schemas"]["QuietHoursTime"];
            sms_quiet_end: components["schemas"]["QuietHoursTime"];
            sms_segment_price_millicents: components["schemas"]["SegmentPriceMillicents"];
            /** @description Read only: Stripe keys are configured on the server. */
            card_payments_available: boolean;
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description `sms_quiet_start` / `sms_quiet_end`: the Toronto wall-clock hours (`HH:MM`) no text leaves,
         *     from the start to the end (the next morning when the end is earlier): 21:00 and 08:00 until
         *     set; the same time twice means no quiet hours. A text due then waits for the end (the phone's
         *     verification code does not). Unchanged when absent (older clients do not send them).
         * @example 21:00
         */
        QuietHoursTime: string;
        /**
         * @description The price of one text segment, in thousandths of a cent (1200: 1.2 ¢, about Twilio's price
         *     to a Canadian number), for the dashboard's estimate of the month's cost. Unchanged when absent.
         */
        SegmentPriceMillicents: number;
        /**
         * @example {
         *       "legal_name": "Drive Ontario Driving School Inc.",
         *       "address": "Suite 200, 1 Brock Street\nKingston, ON K7L 1R7",
         *       "hst_number": "123456789 RT0001",
         *       "hst_rate_bp": 1300,
         *       "payment_instructions": {
         *         "en": "Interac e-Transfer to pay@driveontario.ca, or cash or card at the office."
         *       },
         *       "hold_minutes": 15,
         *       "pay_at_school_enabled": true
         *     }
         */
        SettingsInput: {
            legal_name: string;
            address: string;
            /** @description Nine digits, RT and four digits (spaces allowed, stored without them), e.g. 123456789 RT0001; empty for a school not (yet) registered for HST (receipts then print no number). */
            hst_number: string;
            hst_rate_bp: components["schemas"]["HstRateBp"];
            /** @description Shown to a student who pays at the school, and in the confirmation mail. English is required. */
            payment_instructions: {
                en: string;
                /** @default  */
                fr: string;
                /** @default  */
                ar: string;
            };
            /** @description A card payment extends the hold to at least 30 minutes (Stripe Checkout's shortest session). */
            hold_minutes: number;
            pay_at_school_enabled: boolean;
            /** @description Unchanged when absent (clients older than lessons do not send it). */
            lesson_cancel_cutoff_hours?: number;
            app_store_url?: components["schemas"]["StoreLinkInput"];
            google_play_url?: components["schemas"]["StoreLinkInput"];
            office_locale?: components["schemas"]["OfficeLocale"];
            /** @description Unchanged when absent (older clients do not send it). */
            bde_class_hours?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_in_car_hours?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_home_link_hours?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_pass_percent?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_class_hours_per_day?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_in_car_hours_per_day?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_in_car_hours_on_full_class_day?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_in_car_months?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_at_risk_weeks?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_idle_weeks?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            bde_retention_years?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            waitlist_offer_hours?: number;
            /** @description Unchanged when absent (older clients do not send it). */
            lesson_offer_minutes?: number;
            sms_quiet_start?: components["schemas"]["QuietHoursTime"];
            sms_quiet_end?: components["schemas"]["QuietHoursTime"];
            sms_segment_price_millicents?: components["schemas"]["SegmentPriceMillicents"];
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        /**
         * @description The language of the mails the office gets (the notice of each new booking); English until set. Unchanged when absent (older clients do not send it).
         * @enum {string}
         */
        OfficeLocale: "en" | "fr" | "ar";
        /**
         * @description An https address of the school's app page (spaces around it dropped); empty: no badge. Unchanged when absent (older clients do not send it).
         * @example https://apps.apple.com/ca/app/drive-ontario/id1234567890
         */
        StoreLinkInput: string;
        SettingsResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Settings"];
        };
        /** @description A Stripe event (https://docs.stripe.com/api/events/object); only the fields read are listed, the rest is kept as sent. */
        StripeEvent: {
            id: string;
            type: string;
            data: {
                object: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        WebhookAckResponse: {
            received: boolean;
        };
        Texts: {
            opted_in: boolean;
            /** @description The verified mobile number (E.164). */
            phone_number: string | null;
            /** @description A number a code was texted to, not yet confirmed. */
            pending_phone: string | null;
            /** Format: date-time */
            consented_at: string | null;
            consent_wording: string | null;
        };
        TextStudent: {
            id: number;
            name: string;
            email: string;
        };
        TextConversation: {
            /** @description The student whose verified number wrote; null for a number no student has. */
            student: {
                id: number;
                name: string;
                email: string;
            } | null;
            phone: string;
            last_body: string;
            last_handled_as: components["schemas"]["InboundKind"];
            /** Format: date-time */
            last_at: string;
            unknown_count: number;
        };
        /** @enum {string} */
        InboundKind: "stop" | "start" | "help" | "confirm" | "cancel" | "accept" | "refused" | "unknown";
        TextConversationsResponse: {
            success: boolean;
            data: components["schemas"]["TextConversation"][];
        };
        TextMessage: {
            /** @enum {string} */
            direction: "in" | "out";
            body: string;
            /** Format: date-time */
            at: string;
            /** @description Out: what it was about (lesson_reminder, lesson_offer…); in: what it was taken as. */
            kind: string | null;
            /**
             * @description Out: where it is, as the log says it (`listTextLog`), Twilio's delivery once reported; in: null.
             * @enum {string|null}
             */
            status: "queued" | "waiting" | "sent" | "delivered" | "failed" | "dropped" | "received" | null;
        };
        /**
         * @description The student's consent as recorded: `opted_in` (texts go to `phone`: verified, opted in, no
         *     STOP since), the verified number and when, the opt-in's time, source (`profile`, `sms` for
         *     a START) and language, and the last STOP (or turning texts off) when texts are off since.
         *     Every field null for a student who never asked for texts.
         */
        TextConsentRecord: {
            opted_in: boolean;
            phone: string | null;
            /** Format: date-time */
            verified_at: string | null;
            /** Format: date-time */
            consented_at: string | null;
            source: string | null;
            /** @enum {string|null} */
            lang: "en" | "fr" | "ar" | null;
            /** Format: date-time */
            stopped_at: string | null;
        };
        TextConversationResponse: {
            success: boolean;
            message?: string;
            data: {
                student: components["schemas"]["TextStudent"];
                consent: components["schemas"]["TextConsentRecord"];
                messages: components["schemas"]["TextMessage"][];
            };
        };
        TextReplyInput: {
            /** @description At most 480 characters once trimmed (a longer one is a 422 with its own message). */
            body: string;
        };
        /** @enum {string} */
        TextLogStatus: "queued" | "waiting" | "sent" | "delivered" | "failed" | "dropped" | "received";
        TextLogEntry: {
            /** @description Unique in the log: `out-` or `in-` and the row id. */
            id: string;
            /** @enum {string} */
            direction: "in" | "out";
            /**
             * Format: date-time
             * @description Out: when it left (or was queued, until then); in: when it was received.
             */
            at: string;
            status: components["schemas"]["TextLogStatus"];
            /** @description Twilio's last reported status (out). */
            provider_status: string | null;
            /** @description Twilio's error code, when it reported one (out). */
            error_code: string | null;
            /** @description Out: what it was about; in: what it was taken as. */
            kind: string | null;
            /** @description A verification code's words are never kept (empty). */
            body: string;
            /** @description Out: the segments it is billed as. */
            segments: number | null;
            phone: string;
            student: {
                id: number;
                name: string;
            } | null;
        };
        TextLogResponse: {
            success: boolean;
            data: components["schemas"]["TextLogEntry"][];
            meta: components["schemas"]["PageMeta"];
        };
        TextStatsResponse: {
            success: boolean;
            data: {
                /** @description YYYY-MM, in Toronto. */
                month: string;
                sent: number;
                segments: number;
                cost_cents: number;
                segment_price_millicents: number;
                unanswered: number;
            };
        };
        TextsResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Texts"];
        };
        PhoneCodeInput: {
            phone_number: string;
        };
        TextsConfirmInput: {
            code: string;
            /**
             * @description The box ticked.
             * @enum {boolean}
             */
            consent: true;
        };
        /** @description Twilio's form fields; those not listed are kept for the signature and not read. */
        TwilioInboundMessage: {
            MessageSid: string;
            From: string;
            Body: string;
        } & {
            [key: string]: string;
        };
        /** @description Twilio's form fields; those not listed are kept for the signature and not read. */
        TwilioStatusCallback: {
            MessageSid: string;
            MessageStatus: string;
            ErrorCode?: string;
        } & {
            [key: string]: string;
        };
        /**
         * @description A lesson's length in minutes (1 or 2 hours).
         * @default 60
         * @enum {integer}
         */
        LessonDuration: 60 | 120;
        /**
         * @description `booked` until the office records `completed` or `no_show`; `cancelled` by the student or the office.
         * @enum {string}
         */
        LessonStatus: "booked" | "cancelled" | "completed" | "no_show";
        LessonInstructor: {
            id: number;
            /** @description First name and last initial, as the public grid shows them. */
            name: string;
        };
        /**
         * @example {
         *       "id": 7,
         *       "status": "booked",
         *       "starts_at": "2026-12-03T14:00:00.000Z",
         *       "ends_at": "2026-12-03T16:00:00.000Z",
         *       "duration_minutes": 120,
         *       "instructor": {
         *         "id": 2,
         *         "name": "Omar H."
         *       },
         *       "counted": true,
         *       "free_cancel_until": "2026-12-01T14:00:00.000Z",
         *       "cancelled_at": null
         *     }
         */
        Lesson: {
            id: number;
            status: components["schemas"]["LessonStatus"];
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
            duration_minutes: components["schemas"]["LessonDuration"];
            instructor: components["schemas"]["LessonInstructor"];
            /** @description Whether its hours are used (booked, completed, no-show, or cancelled inside the cut-off unless the office waived it). */
            counted: boolean;
            /**
             * Format: date-time
             * @description The cut-off: until then a cancellation returns the hours and the student may reschedule.
             */
            free_cancel_until: string;
            /** Format: date-time */
            cancelled_at: string | null;
        };
        /** @description Whole in-car hours; `left = bought − booked − completed − forfeited`. */
        LessonHours: {
            bought: number;
            booked: number;
            completed: number;
            forfeited: number;
            left: number;
        };
        LessonListResponse: {
            success: boolean;
            data: components["schemas"]["Lesson"][];
            hours: components["schemas"]["LessonHours"];
            /** @description Null unless the student bought a BDE course. */
            bde: {
                /** @description The Ministry's minimum in-car hours of a BDE course (10). */
                required_hours: number;
                completed_hours: number;
                course_start: components["schemas"]["LocalDate"];
                deadline: components["schemas"]["LocalDate"];
            } | null;
            cancel_cutoff_hours: number;
        };
        LessonResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Lesson"];
        };
        /**
         * @example {
         *       "duration_minutes": 60,
         *       "instructor_ids": [],
         *       "weekdays": [
         *         1,
         *         3,
         *         5
         *       ],
         *       "from_time": "15:00",
         *       "to_time": "20:00",
         *       "before": "2027-01-15",
         *       "road_test_date": null
         *     }
         */
        LessonRequestInput: {
            duration_minutes: components["schemas"]["LessonDuration"];
            /**
             * @description The instructors that suit the student; empty for any.
             * @default []
             */
            instructor_ids: number[];
            /** @description The weekdays that suit the student (0 is Sunday). */
            weekdays: number[];
            from_time: components["schemas"]["LocalTime"];
            to_time: components["schemas"]["LocalTime"];
            /**
             * Format: date
             * @description The lesson must be on a Toronto day before this one; null for any day.
             */
            before?: string | null;
            /**
             * Format: date
             * @description The student's road test, when booked (a sooner one comes first).
             */
            road_test_date?: string | null;
        };
        /** @enum {string} */
        LessonRequestStatus: "waiting" | "booked" | "left" | "removed" | "expired";
        LessonRequest: {
            id: number;
            status: components["schemas"]["LessonRequestStatus"];
            duration_minutes: components["schemas"]["LessonDuration"];
            instructor_ids: number[];
            weekdays: number[];
            from_time: components["schemas"]["LocalTime"];
            to_time: components["schemas"]["LocalTime"];
            /** Format: date */
            before: string | null;
            /** Format: date */
            road_test_date: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        LessonOfferStatus: "offered" | "booked" | "declined" | "lapsed" | "withdrawn";
        LessonOffer: {
            id: number;
            status: components["schemas"]["LessonOfferStatus"];
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
            duration_minutes: components["schemas"]["LessonDuration"];
            instructor: components["schemas"]["LessonInstructor"];
            expires_at: components["schemas"]["Timestamp"];
        };
        MyLessonRequestResponse: {
            success: boolean;
            message?: string;
            /** @description The student's waiting request; absent when they are not on the list. */
            data?: components["schemas"]["LessonRequest"];
            /** @description The slot held for the student now; absent when none is. */
            offer?: components["schemas"]["LessonOffer"];
        };
        /** @description The values that set a student's place, as the school's order compares them. */
        LessonRequestReasons: {
            /**
             * Format: date
             * @description The end of the student's BDE in-car part; null without an open BDE course.
             */
            deadline: string | null;
            /** Format: date */
            road_test_date: string | null;
            /** @description In-car hours booked or taught so far. */
            hours_booked: number;
            waiting_since: components["schemas"]["Timestamp"];
        };
        AdminLessonOffer: components["schemas"]["LessonOffer"] & {
            student: components["schemas"]["AdminLessonRequestStudent"];
            reasons: components["schemas"]["LessonRequestReasons"];
            /** Format: date-time */
            closed_at: string | null;
            /** @description The lesson booked from it (booked). */
            lesson_id: number | null;
        };
        AdminLessonRequestStudent: {
            id: number;
            name: string;
            email: string;
        };
        AdminLessonRequest: components["schemas"]["LessonRequest"] & {
            /** @description The place in the order slots are offered (1 first). */
            rank: number;
            student: components["schemas"]["AdminLessonRequestStudent"];
            reasons: components["schemas"]["LessonRequestReasons"];
            /** @description In-car hours the student has left (none: skipped until they buy more). */
            hours_left: number;
            /** @description The slot held for the student now; absent when none is. */
            offer?: components["schemas"]["AdminLessonOffer"];
        };
        AdminLessonRequestListResponse: {
            success: boolean;
            message?: string;
            data: {
                waiting: components["schemas"]["AdminLessonRequest"][];
                recent_offers: components["schemas"]["AdminLessonOffer"][];
                /** @description How long an offer is held (the setting). */
                offer_minutes: number;
            };
        };
        LessonSlot: {
            instructor: components["schemas"]["LessonInstructor"];
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
            duration_minutes: components["schemas"]["LessonDuration"];
        };
        LessonSlotListResponse: {
            success: boolean;
            data: components["schemas"]["LessonSlot"][];
        };
        /**
         * @example {
         *       "instructor_id": 2,
         *       "starts_at": "2026-12-03T14:00:00.000Z",
         *       "duration_minutes": 120
         *     }
         */
        LessonInput: {
            instructor_id: number;
            /**
             * Format: date-time
             * @description A slot's `starts_at`, as `listLessonSlots` gave it.
             */
            starts_at: string;
            duration_minutes: components["schemas"]["LessonDuration"];
        };
        AdminLessonInput: {
            /** Format: email */
            student_email: string;
            instructor_id: number;
            /** Format: date-time */
            starts_at: string;
            duration_minutes: components["schemas"]["LessonDuration"];
            /** @description Why the office books despite the BDE rule the lesson would break (kept on the lesson). */
            override_reason?: string;
        };
        AdminLessonCancelInput: {
            /** @description Whether the lesson's hours stay used. */
            counted: boolean;
            /** @default  */
            reason: string;
        };
        LessonOutcomeInput: {
            /** @enum {string} */
            outcome: "completed" | "no_show";
        };
        LessonStudent: {
            id: number;
            name: string;
            email: string;
            phone: string;
        };
        AdminLesson: components["schemas"]["Lesson"] & {
            student: components["schemas"]["LessonStudent"];
            /** @enum {string} */
            booked_by: "student" | "office";
            cancel_reason: string | null;
            /** @description The BDE rule the office set aside to book this lesson, and why (null when none was). */
            override: {
                /** @enum {string} */
                rule: "g1_missing" | "g1_expired" | "before_course_start" | "past_in_car_end" | "daily_limit" | "full_class_day";
                reason: string;
            } | null;
        };
        AdminLessonResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["AdminLesson"];
        };
        AdminLessonListResponse: {
            success: boolean;
            data: components["schemas"]["AdminLesson"][];
        };
        TimeSpan: {
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
        };
        /** @description A slot held for one student of the cancellation list until `expires_at`. */
        AdminHeldSlot: {
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
            expires_at: components["schemas"]["Timestamp"];
            student: {
                id: number;
                name: string;
            };
        };
        AdminWeekInstructor: {
            instructor: components["schemas"]["LessonInstructor"];
            /** @description In start order. */
            lessons: components["schemas"]["AdminLesson"][];
            /** @description In start order, never overlapping. */
            free: components["schemas"]["TimeSpan"][];
            /** @description In start order. */
            held: components["schemas"]["AdminHeldSlot"][];
        };
        AdminLessonWeek: {
            from: components["schemas"]["LocalDate"];
            to: components["schemas"]["LocalDate"];
            instructors: components["schemas"]["AdminWeekInstructor"][];
        };
        AdminLessonWeekResponse: {
            success: boolean;
            data: components["schemas"]["AdminLessonWeek"];
        };
        /**
         * @description A language the instructor teaches in (a BCP 47 code; browsers name it in the reader's language).
         * @enum {string}
         */
        InstructorLanguage: "en" | "fr" | "ar" | "es" | "pt" | "it" | "de" | "pl" | "ru" | "uk" | "tr" | "fa" | "ur" | "hi" | "pa" | "gu" | "ta" | "bn" | "zh" | "yue" | "ko" | "vi" | "tl" | "so";
        /** @description The instructor's short bio in the site's languages they write in; an empty one is not shown. */
        InstructorBio: {
            en: string;
            fr: string;
            ar: string;
        };
        /**
         * @description The seven documents an instructor provides, the last as two photos: in-car driving
         *     certification, driving instructor licence, G licence, instructor insurance, vehicle
         *     ownership (with a passenger-side brake), car safety check report, and the photos of the
         *     dual brake and of the front of the vehicle with its plate.
         * @enum {string}
         */
        InstructorDocumentKind: "in_car_certification" | "instructor_licence" | "g_licence" | "insurance" | "vehicle_ownership" | "safety_check" | "dual_brake_photo" | "front_plate_photo";
        InstructorDocument: {
            kind: components["schemas"]["InstructorDocumentKind"];
            /** @description The server's name of the document, from its kind and the type of its bytes (`g-licence.pdf`, `dual-brake-photo.jpg`), never the uploaded file's name; the name a download carries. */
            file_name: string;
            /** @enum {string} */
            mime_type: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
            size_bytes: number;
            uploaded_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description `draft` until first submitted; `pending` while the office reviews; `accepted` (approved) or `rejected`.
         * @enum {string}
         */
        InstructorStatus: "draft" | "pending" | "accepted" | "rejected";
        /**
         * @description `missing` (no expiry given), `expired`, `expiring` (within 30 days, Toronto days) or `valid`.
         * @enum {string}
         */
        LicenceState: "missing" | "expired" | "expiring" | "valid";
        InstructorApplication: {
            id: number;
            status: components["schemas"]["InstructorStatus"];
            f_name: string;
            l_name: string;
            /** @description The instructor's own phone, for the office only. */
            phone_number: string;
            /** @description The business phone shown on the public site (E.164); empty when none is published. */
            public_phone: string;
            /** Format: date */
            birthday: string | null;
            languages: components["schemas"]["InstructorLanguage"][];
            bio: components["schemas"]["InstructorBio"];
            car_make_model: string;
            car_image_url: string | null;
            licence_number: string;
            /** Format: date */
            licence_expires_on: string | null;
            licence_state: components["schemas"]["LicenceState"];
            documents: components["schemas"]["InstructorDocument"][];
            /** @description What submission still needs, named as `submitMyApplication`'s 422 names it. */
            missing: string[];
            /** Format: date-time */
            submitted_at: string | null;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @description The office's reason of a rejection. */
            review_reason: string | null;
            /**
             * @description The public profile as the instructor last changed it while approved, waiting for the
             *     office's review (`pending`) or refused (`rejected`, until the instructor saves their
             *     profile again): every public field as proposed, and which of them differ from the
             *     public version (`changed`); null when none. The fields above stay the public version
             *     meanwhile.
             */
            profile_change: {
                /** @enum {string} */
                status: "pending" | "rejected";
                f_name: string;
                l_name: string;
                languages: components["schemas"]["InstructorLanguage"][];
                bio: components["schemas"]["InstructorBio"];
                car_make_model: string;
                /** @description Empty when none is proposed. */
                public_phone: string;
                car_image_url: string | null;
                changed: components["schemas"]["InstructorProfileChangeField"][];
                submitted_at: components["schemas"]["Timestamp"];
                /** Format: date-time */
                reviewed_at: string | null;
                /** @description The office's reason of a refusal. */
                review_reason: string | null;
                /**
                 * Format: date-time
                 * @description The change's version, which the office's decision names (409 `stale` when the instructor changed it since).
                 */
                updated_at: string;
            } | null;
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A part of the public profile; `bio` stands for the three bios, `car_photo` for `car_image_url`.
         * @enum {string}
         */
        InstructorProfileChangeField: "f_name" | "l_name" | "languages" | "bio" | "car_make_model" | "public_phone" | "car_photo";
        /**
         * @example {
         *       "decision": "reject",
         *       "reason": "Please use a photo of the car itself, without people.",
         *       "updated_at": "2026-11-20T15:04:05.000Z"
         *     }
         */
        InstructorProfileChangeReviewInput: {
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Required to reject; mailed to the instructor and shown in their area. */
            reason?: string;
            /**
             * Format: date-time
             * @description The profile change's `updated_at` as read (409 `stale` when it changed since).
             */
            updated_at: string;
        };
        InstructorApplicationResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["InstructorApplication"];
        };
        /**
         * @example {
         *       "f_name": "Omar",
         *       "l_name": "Haddad",
         *       "phone_number": "(613) 555-0177",
         *       "birthday": "1985-03-02",
         *       "languages": [
         *         "en",
         *         "ar"
         *       ],
         *       "bio": {
         *         "en": "Calm, patient and twenty years on Kingston's roads.",
         *         "fr": "",
         *         "ar": ""
         *       },
         *       "car_make_model": "Toyota Corolla 2023",
         *       "licence_number": "DI-48213",
         *       "licence_expires_on": "2027-06-30",
         *       "updated_at": "2026-11-20T15:04:05.000Z"
         *     }
         */
        InstructorProfileInput: {
            f_name: string;
            l_name: string;
            /** @description A phone number read as Canadian, in any usual writing (empty while a draft). */
            phone_number: string;
            /**
             * @description A business phone to show on the public site, read as `phone_number` is; empty publishes
             *     none (the default: visitors contact the school). Absent: left as it is.
             */
            public_phone?: string;
            /** Format: date */
            birthday: string | null;
            languages: components["schemas"]["InstructorLanguage"][];
            bio: components["schemas"]["InstructorBio"];
            car_make_model: string;
            licence_number: string;
            /** Format: date */
            licence_expires_on: string | null;
            /**
             * Format: date-time
             * @description The application's `updated_at` as read (409 `stale` when it changed since).
             */
            updated_at: string;
        };
        InstructorDocumentUpload: {
            /**
             * Format: binary
             * @description A PDF, PNG, JPEG or WebP file of at most 8 MB.
             */
            file: string;
        };
        InstructorCarPhotoUpload: {
            /**
             * Format: binary
             * @description A PNG, JPEG or WebP image of at most 8 MB.
             */
            photo: string;
        };
        AdminInstructor: components["schemas"]["InstructorApplication"] & {
            email: string;
        };
        AdminInstructorResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["AdminInstructor"];
        };
        AdminInstructorListResponse: {
            success: boolean;
            data: components["schemas"]["AdminInstructor"][];
        };
        /**
         * @example {
         *       "decision": "reject",
         *       "reason": "The insurance certificate has expired; please upload the current one.",
         *       "updated_at": "2026-11-20T15:04:05.000Z"
         *     }
         */
        InstructorReviewInput: {
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Required to reject; shown to the instructor and mailed. */
            reason?: string;
            /**
             * Format: date-time
             * @description The application's `updated_at` as read (409 `stale` when it changed since).
             */
            updated_at: string;
        };
        LicenceAlert: {
            id: number;
            name: string;
            /** Format: date */
            licence_expires_on: string | null;
            licence_state: components["schemas"]["LicenceState"];
        };
        WeeklyHours: {
            /** @description 0 is Sunday. */
            weekday: number;
            from_time: components["schemas"]["HalfHourTime"];
            to_time: components["schemas"]["HalfHourTime"];
        };
        /** @description `off`: no lessons that day (times absent); `extra`: hours added that day. */
        AvailabilityException: {
            date: components["schemas"]["LocalDate"];
            /** @enum {string} */
            kind: "off" | "extra";
            from_time?: components["schemas"]["HalfHourTime"];
            to_time?: components["schemas"]["HalfHourTime"];
        };
        /**
         * @description A Toronto wall-clock time on the hour or half hour; `24:00` ends a day.
         * @example 09:30
         */
        HalfHourTime: string;
        Availability: {
            weekly: components["schemas"]["WeeklyHours"][];
            /** @description Exceptions from today on (past ones are not answered). */
            exceptions: components["schemas"]["AvailabilityException"][];
            /**
             * Format: date-time
             * @description Null until first published.
             */
            updated_at: string | null;
        };
        AvailabilityResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["Availability"];
        };
        /**
         * @example {
         *       "weekly": [
         *         {
         *           "weekday": 1,
         *           "from_time": "09:00",
         *           "to_time": "12:00"
         *         },
         *         {
         *           "weekday": 3,
         *           "from_time": "13:00",
         *           "to_time": "17:30"
         *         }
         *       ],
         *       "exceptions": [
         *         {
         *           "date": "2026-12-24",
         *           "kind": "off"
         *         },
         *         {
         *           "date": "2026-12-27",
         *           "kind": "extra",
         *           "from_time": "10:00",
         *           "to_time": "14:00"
         *         }
         *       ],
         *       "updated_at": null
         *     }
         */
        AvailabilityInput: {
            weekly: components["schemas"]["WeeklyHours"][];
            /** @description From today to one year ahead (422 otherwise); one `off` per day at most. */
            exceptions: components["schemas"]["AvailabilityException"][];
            /**
             * Format: date-time
             * @description The availability's `updated_at` as read, null when never published (409 `stale` when it changed since).
             */
            updated_at: string | null;
        };
        HeldLesson: {
            id: number;
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
            student_first_name: string;
        };
        AvailabilityConflictBody: components["schemas"]["Error"] & {
            /** @description With `booked_lessons`, the booked lessons the change would leave outside the hours. */
            lessons?: components["schemas"]["HeldLesson"][];
        };
        /**
         * @description The in-car skills of the BDE curriculum, from the circle check to highway driving.
         * @enum {string}
         */
        LessonSkill: "circle_check" | "cockpit_drill" | "starting_stopping" | "steering" | "turns" | "lane_changes" | "intersections" | "right_of_way" | "pedestrians_cyclists" | "reversing" | "parking" | "three_point_turn" | "hill_parking" | "residential_urban" | "rural_roads" | "defensive_driving" | "expressway_entry_exit" | "highway_driving";
        /**
         * @example {
         *       "skills": [
         *         "circle_check",
         *         "turns",
         *         "parking"
         *       ],
         *       "notes": "Good mirror checks; practise parallel parking.",
         *       "licence_number": "DI-48213"
         *     }
         */
        LessonLogInput: {
            /** @description The skills practised. */
            skills: components["schemas"]["LessonSkill"][];
            notes: string;
            /** @description The instructor's driving instructor licence number. */
            licence_number: string;
            /**
             * Format: date-time
             * @description The entry's `updated_at` as read; required when correcting an existing entry (409 `stale`).
             */
            updated_at?: string;
        };
        /** @description The entry as one write left it. */
        LessonLogChange: {
            changed_at: components["schemas"]["Timestamp"];
            /** @description The name of who wrote it. */
            changed_by: string;
            /** @enum {string} */
            role: "instructor" | "office";
            skills: components["schemas"]["LessonSkill"][];
            notes: string;
            licence_number: string;
        };
        LessonLog: {
            lesson_id: number;
            skills: components["schemas"]["LessonSkill"][];
            notes: string;
            licence_number: string;
            updated_at: components["schemas"]["Timestamp"];
            /** @description Newest first; the first is the entry as it is. */
            changes: components["schemas"]["LessonLogChange"][];
        };
        LessonLogResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["LessonLog"];
        };
        TeachingLesson: {
            id: number;
            /** @enum {string} */
            status: "booked" | "completed" | "no_show";
            starts_at: components["schemas"]["Timestamp"];
            ends_at: components["schemas"]["Timestamp"];
            /** @enum {integer} */
            duration_minutes: 60 | 120;
            /** @description What was recorded as taught (null until recorded). */
            taught_minutes: number | null;
            student: {
                first_name: string;
                /** @description The pick-up city. */
                city: string | null;
                /** @description Only from 24 hours before the start. */
                phone: string | null;
            };
            /** @description Whether the student takes the BDE course (a completed lesson then needs a log entry). */
            bde: boolean;
            /** @description The in-car log entry; absent when the lesson has none. */
            log?: components["schemas"]["LessonLog"];
        };
        TeachingLessonResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["TeachingLesson"];
        };
        TeachingLessonListResponse: {
            success: boolean;
            data: components["schemas"]["TeachingLesson"][];
        };
        /**
         * @example {
         *       "outcome": "completed",
         *       "taught_minutes": 120,
         *       "log": {
         *         "skills": [
         *           "circle_check",
         *           "turns"
         *         ],
         *         "notes": "Good start.",
         *         "licence_number": "DI-48213"
         *       }
         *     }
         */
        TeachingOutcomeInput: {
            /** @enum {string} */
            outcome: "completed" | "no_show";
            /** @description For `completed`: the time taught (the booked duration when absent). */
            taught_minutes?: number;
            log?: components["schemas"]["LessonLogInput"];
        };
        /**
         * @description A DriveTest centre of `listDriveTestCentres`, by its stable id.
         * @example toronto-downsview
         * @enum {string}
         */
        DriveTestCentreId: "barrie" | "belleville" | "brampton" | "brantford" | "brockville" | "burlington" | "chatham" | "clinton" | "cobourg" | "collingwood" | "cornwall" | "dryden" | "fort-frances" | "guelph" | "hamilton" | "hawkesbury" | "huntsville" | "kapuskasing" | "kenora" | "kingston" | "kirkland-lake" | "kitchener" | "lindsay" | "london" | "markham" | "mississauga" | "new-liskeard" | "newmarket" | "niagara-falls" | "north-bay" | "oakville" | "orangeville" | "orillia" | "oshawa" | "ottawa-canotek" | "ottawa-kanata" | "ottawa-walkley" | "owen-sound" | "parry-sound" | "pembroke" | "peterborough" | "sarnia" | "sault-ste-marie" | "simcoe" | "smiths-falls" | "st-catharines" | "stratford" | "sudbury" | "thunder-bay" | "timmins" | "toronto-downsview" | "toronto-etobicoke" | "toronto-metro-east" | "toronto-port-union" | "walkerton" | "windsor" | "woodstock";
        DriveTestCentre: {
            id: components["schemas"]["DriveTestCentreId"];
            /** @description The centre's name as DriveTest writes it (a proper name: the same in every language). */
            name: string;
        };
        DriveTestCentreListResponse: {
            success: boolean;
            data: components["schemas"]["DriveTestCentre"][];
        };
        /** @enum {string} */
        RoadTestClass: "G2" | "G";
        /**
         * @description `not_taken`: cancelled by DriveTest, or not taken; it is no attempt and counts in no pass rate.
         * @enum {string}
         */
        RoadTestResult: "pass" | "fail" | "not_taken";
        /**
         * @example {
         *       "class": "G2",
         *       "taken_on": "2026-11-20",
         *       "test_time": "10:30",
         *       "centre_id": "toronto-downsview",
         *       "result": "pass"
         *     }
         */
        RoadTestInput: {
            class: components["schemas"]["RoadTestClass"];
            taken_on: components["schemas"]["LocalDate"];
            /** @description The test's Toronto time, when known; it picks the warm-up lesson. */
            test_time?: components["schemas"]["LocalTime"];
            centre_id: components["schemas"]["DriveTestCentreId"];
            /** @description Which attempt at this class; when absent, the next one for the student and class. */
            attempt?: number;
            result: components["schemas"]["RoadTestResult"];
        };
        /**
         * @example {
         *       "class": "G2",
         *       "taken_on": "2026-11-20",
         *       "centre_id": "toronto-downsview",
         *       "attempt": 2,
         *       "result": "fail"
         *     }
         */
        RoadTestUpdateInput: {
            class: components["schemas"]["RoadTestClass"];
            taken_on: components["schemas"]["LocalDate"];
            /** @description The test's Toronto time, when known; it picks the warm-up lesson. */
            test_time?: components["schemas"]["LocalTime"];
            centre_id: components["schemas"]["DriveTestCentreId"];
            /** @description Which attempt at this class; kept when absent. */
            attempt?: number;
            result: components["schemas"]["RoadTestResult"];
            expected_updated_at?: components["schemas"]["ExpectedUpdatedAt"];
        };
        RoadTest: {
            id: number;
            student_id: number;
            class: components["schemas"]["RoadTestClass"];
            taken_on: components["schemas"]["LocalDate"];
            /** @description The test's Toronto time (HH:MM), when known. */
            test_time: string | null;
            centre: components["schemas"]["DriveTestCentre"];
            attempt: number;
            result: components["schemas"]["RoadTestResult"];
            /** @description The student's lesson just before the test, when there was one. */
            warmup_lesson_id: number | null;
            /** @description The warm-up lesson's instructor; null when no lesson was linked. */
            instructor: {
                id: number;
                /** @description First name and last initial. */
                name: string;
            } | null;
            /**
             * @description Who recorded it last.
             * @enum {string}
             */
            recorded_by: "student" | "office";
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        RoadTestResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["RoadTest"];
        };
        RoadTestListResponse: {
            success: boolean;
            data: components["schemas"]["RoadTest"][];
        };
        /**
         * @description A figure's stable id: the client shows its definition from it (the definitions are listed in
         *     src/server/resources/insight/README.md).
         * @enum {string}
         */
        InsightFigureId: "pass_rate.first_attempt" | "pass_rate.first_attempt.by_instructor" | "pass_rate.first_attempt.by_centre" | "utilisation.by_instructor_week" | "no_show_rate.by_instructor" | "no_show_rate.by_channel" | "late_cancel_rate.by_instructor" | "late_cancel_rate.by_channel" | "revenue.net.by_month" | "revenue.net.by_package" | "hst.collected.by_month" | "revenue.per_instructor_hour.by_month" | "seats.fill_rate.by_class_date" | "seats.refilled.by_class_date" | "bde.started.by_month" | "bde.certified.by_month" | "bde.days_to_certificate.by_month" | "bde.at_risk";
        /**
         * @description One value and what is behind it. A rate is `numerator / denominator` (0 to 1, e.g. tests
         *     passed over tests taken; hours booked over hours published); a sum or a count has
         *     `value = numerator` and no denominator; a median has neither. `count` is the number of
         *     records behind the value (tests, lessons, bookings, seats, courses); `too_few` is true when
         *     it is under 5, so the value is not to be trusted (rates are still given).
         */
        InsightValue: {
            /** @description Null when nothing is behind it (a rate over zero). */
            value: number | null;
            numerator?: number;
            denominator?: number;
            count: number;
            too_few: boolean;
        };
        /** @description A point of a series (a bar or a table row) at `key`, labelled `label`. */
        InsightPoint: components["schemas"]["InsightValue"] & {
            /** @description Month `YYYY-MM`, week (its Monday, `YYYY-MM-DD`), class date (its first day and id, `YYYY-MM-DD#id`), or an id: instructor, centre, package, channel (`mail`, `text`), `none`. */
            key: string;
            /** @description What a person reads: a name in the request's language, a month, a day; for months and weeks, the key itself (the client formats it). */
            label: string;
        };
        InsightSeries: {
            /** @description `all` when the figure has one series; else an instructor's or package's id. */
            key: string;
            label: string;
            total: components["schemas"]["InsightValue"];
            points: components["schemas"]["InsightPoint"][];
        };
        InsightFigure: {
            id: components["schemas"]["InsightFigureId"];
            /**
             * @description `rate`: a fraction from 0 to 1; `cents`: integer cents (Canadian dollars); `days`: a number of days.
             * @enum {string}
             */
            unit: "rate" | "cents" | "count" | "days" | "cents_per_hour";
            /**
             * @description What each series' points are keyed by. Months and weeks are every one of the period, in order, empty ones included.
             * @enum {string}
             */
            axis: "month" | "week" | "instructor" | "centre" | "channel" | "class_date" | "package";
            total: components["schemas"]["InsightValue"];
            /** @description One series (`key` `all`) or one per instructor or package; a chart draws each, a table lists their points. */
            series: components["schemas"]["InsightSeries"][];
        };
        InsightPeriodRange: {
            /** @enum {string} */
            period: "this_month" | "last_3_months" | "last_12_months" | "custom";
            from: components["schemas"]["LocalDate"];
            to: components["schemas"]["LocalDate"];
        };
        InsightResponse: {
            success: boolean;
            data: {
                period: components["schemas"]["InsightPeriodRange"];
                figures: components["schemas"]["InsightFigure"][];
            };
        };
    };
    responses: {
        /** @description Done. */
        Done: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageResponse"];
            };
        };
        /** @description The body could not be parsed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or revoked token, or wrong credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The account may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or an uploaded file is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input breaks a rule; `errors` names each field with its messages. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "The given data was invalid.",
                 *       "errors": {
                 *         "title": [
                 *           "Title is required"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body's content type is not one this operation accepts. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The record was changed by someone else after the version named by `expected_updated_at`:
         *     nothing was written. Read the record again and reapply the change.
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                /** @description Seconds after which a try is let through again, when the server knows it. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many passwords are being checked or hashed by this server at this moment (each takes a
         *     fraction of a second of a core, so a few run at once and a few wait): nothing was done (a
         *     sign-in refused so is no failed attempt); try again after `Retry-After` seconds.
         */
        HashingBusy: {
            headers: {
                /** @description Seconds after which the request is likely to be served. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The booking or package cannot change this way now; `code` says why (`sold_out`,
         *     `hold_expired`, `has_bookings`…, see `Error.code`), or `stale` when the record changed after
         *     the version named by `expected_updated_at`. Nothing was written.
         */
        BookingConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "code": "sold_out",
                 *       "message": "This date is sold out. Please choose another date."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The lesson cannot be booked or changed this way now; `code` says why (`slot_taken`,
         *     `student_busy`, `daily_limit`, `no_hours`, `slot_unavailable`, `not_booked`,
         *     `lesson_started`, `inside_cutoff`, `not_started`, `offer_ended`, and for a student in a BDE course
         *     `g1_missing`, `g1_expired`, `before_course_start`, `past_in_car_end` with the rule's `date`).
         *     Nothing was written.
         */
        LessonConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "code": "slot_taken",
                 *       "message": "Someone has just booked this time. Please choose another slot."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The class session cannot be scheduled or changed this way; `code` says why
         *     (`class_day_limit` with `limit`, `full_class_day` with `limit`, `session_overlap`,
         *     `has_attendance`, `session_not_started`).
         *     Nothing was written.
         */
        ClassConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "code": "class_day_limit",
                 *       "limit": 5,
                 *       "message": "A class may have at most 5 hours of sessions on one day."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The application cannot change this way now; `code` says why (`stale`, `not_submitted`,
         *     `already_approved`, `no_profile_change`). Nothing was written.
         */
        InstructorConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The availability was not published; `code` says why (`not_approved`, `stale`, or
         *     `booked_lessons` with the lessons that the change would leave outside the hours).
         */
        AvailabilityConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "code": "booked_lessons",
                 *       "message": "These booked lessons are outside the new hours. Move or cancel them first.",
                 *       "lessons": [
                 *         {
                 *           "id": 12,
                 *           "starts_at": "2026-12-03T14:00:00.000Z",
                 *           "ends_at": "2026-12-03T16:00:00.000Z",
                 *           "student_first_name": "Maya"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AvailabilityConflictBody"];
            };
        };
        /** @description The payment provider (Stripe) refused or could not be reached; nothing was changed. Try again later. */
        PaymentProviderError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The record's id. */
        Id: number;
        /** @description The home-link assignment's id. */
        AssignmentId: number;
        /** @description Which of the instructor's documents. */
        DocumentKind: components["schemas"]["InstructorDocumentKind"];
        /**
         * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
         *     for each user action and sends it again with every retry of that request. The first answer
         *     (status and body) is kept with the key for 24 hours, per user and operation, in the
         *     transaction of the change; a retry, even one racing the first request, gets that answer
         *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
         *     different request is a 422.
         */
        IdempotencyKey: string;
        /**
         * @description Which Toronto days the figures cover: `this_month` (the default: from the first of the
         *     current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
         *     month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
         *     inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
         */
        InsightPeriod: "this_month" | "last_3_months" | "last_12_months" | "custom";
        /** @description The first Toronto day of a `custom` period. */
        InsightFrom: components["schemas"]["LocalDate"];
        /** @description The last Toronto day of a `custom` period. */
        InsightTo: components["schemas"]["LocalDate"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLoginInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    adminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminLoginAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLoginInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    adminLogoutAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCurrentUserAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content items, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPublicContent: {
        parameters: {
            query?: {
                /** @description Only offers or only reviews. */
                type?: components["schemas"]["ContentType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active content items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentListResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    listReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active reviews, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentListResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dashboard data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getQuickStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quick stats. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickStatsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSystemHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description System health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemHealthResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listServices: {
        parameters: {
            query?: {
                /** @description Sent as 1 by the original client; the list holds active services only either way (inactive ones are admin-only). */
                active?: 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active services ordered by sort_order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceListResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAdminServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Services ordered by sort_order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    toggleServiceActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service with its new flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateServiceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceOrderInput"];
            };
        };
        responses: {
            /** @description The services in their new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryInput"];
            };
        };
        responses: {
            /** @description Received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listInquiries: {
        parameters: {
            query?: {
                status?: components["schemas"]["InquiryStatus"];
                /** @description Matches name, email, phone, title or message (case-insensitive substring). */
                search?: string;
                page?: number;
                per_page?: number;
                /** @description A field, descending when prefixed with a minus sign. */
                sort?: "created_at" | "-created_at" | "name" | "-name" | "status" | "-status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of inquiries with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryPageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inquiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateInquiryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryStatusInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    bulkUpdateInquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryBulkInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInquiryStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryStatisticsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities ordered by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities ordered by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityListResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMunicipalities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Municipalities ordered by English name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MunicipalityListResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Partners ordered by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPartner"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPartner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PartnerInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkPartnerStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerAccountCheckInput"];
            };
        };
        responses: {
            /** @description The partner's students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerStudentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAdminPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Partners ordered by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PartnerUpdateInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deletePartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The partner has students (`has_students`); nothing was deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUploadInput"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageUploadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listStudentsWithDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Students with their partner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentWithDiscount"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    customerLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerLoginInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerTokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    customerSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SignUpInput"];
            };
        };
        responses: {
            /** @description The same for every email: a new account was created and mailed a code, an account waiting for verification was mailed a new code, or a verified account's owner was told of the attempt. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignUpResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    resendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendCodeInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyInput"];
            };
        };
        responses: {
            /** @description Verified and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerTokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    customerLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountInput"];
            };
        };
        responses: {
            /** @description Updated; the profile with its new `updated_at`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description `code: stale`: the profile changed after the version named by `updated_at`. Nothing was
             *     written; read it again and reapply the change.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMyTexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    stopMyTexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent, off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    sendMyPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneCodeInput"];
            };
        };
        responses: {
            /** @description Sent; the consent with `pending_phone`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmMyTexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TextsConfirmInput"];
            };
        };
        responses: {
            /** @description Opted in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    changeInstructorPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    changeAdminPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetInput"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["HashingBusy"];
        };
    };
    listAcceptedInstructors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved instructors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Instructor"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listInstructorDates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability windows, earliest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructorDate"][];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packages ordered by price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPublicPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active packages in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPackageListResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAdminPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packages ordered by sort_order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPackageListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPackageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPackageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deletePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setPackageActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActiveInput"];
            };
        };
        responses: {
            /** @description The package with its new flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPackageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePackageOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageOrderInput"];
            };
        };
        responses: {
            /** @description The packages in their new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPackageListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPackageDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageDateInput"];
            };
        };
        responses: {
            /** @description Created; the whole package is answered, with the new date among its dates. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPackageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePackageDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageDateInput"];
            };
        };
        responses: {
            /** @description Updated; the whole package is answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPackageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deletePackageDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getClassList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistEntryListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On the list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistEntryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    leaveWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Off the list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDateWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWaitlistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    moveWaitlistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaitlistMoveInput"];
            };
        };
        responses: {
            /** @description The date's list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWaitlistResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    removeWaitlistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date's list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWaitlistResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    quoteBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingInput"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMyBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingInput"];
            };
        };
        responses: {
            /** @description The student's existing active booking for this date or package; nothing was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            /** @description Booked; the seat is held until `hold_expires_at`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    startBookingPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentStartInput"];
            };
        };
        responses: {
            /** @description The booking, with `checkout_url` for a card payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            502: components["responses"]["PaymentProviderError"];
        };
    };
    cancelMyBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            502: components["responses"]["PaymentProviderError"];
        };
    };
    getMyReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt or credit note. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    handleStripeWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Stripe's signature header (`t=…,v1=…`). Not required by the schema so that its absence is the 400 of a wrong signature, not a 422. */
                "Stripe-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, exactly as Stripe sent it. Only `id`, `type` and `data.object` are read, after the signature check. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StripeEvent"];
            };
        };
        responses: {
            /** @description Received (applied now, earlier, or ignored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAckResponse"];
                };
            };
            /** @description Missing or wrong signature, or a body that could not be parsed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A correctly signed body that is not a Stripe event (no `id`, `type` or `data`); only reachable after the signature check. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event could not be applied now (the database is unavailable); Stripe will deliver it again. */
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
    receiveTwilioSms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Twilio's signature. Not required by the schema so that its absence is the 403 of a wrong signature, not a 422. */
                "X-Twilio-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TwilioInboundMessage"];
            };
        };
        responses: {
            /** @description Received; the reply as TwiML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description Missing or wrong signature. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A correctly signed body without `MessageSid`, `From` or `Body`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The message could not be handled now; Twilio may deliver it again. */
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
    receiveTwilioStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Twilio's signature. */
                "X-Twilio-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TwilioStatusCallback"];
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAckResponse"];
                };
            };
            /** @description Missing or wrong signature. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A correctly signed body without `MessageSid` or `MessageStatus`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTextConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextConversationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTextConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextConversationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    answerTextConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TextReplyInput"];
            };
        };
        responses: {
            /** @description Queued; the conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTextLog: {
        parameters: {
            query?: {
                status?: components["schemas"]["TextLogStatus"];
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of texts with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTextStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextStatsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminBookings: {
        parameters: {
            query?: {
                status?: components["schemas"]["BookingStatus"];
                package_id?: number;
                package_date_id?: number;
                paid?: boolean;
                booked_from?: string;
                booked_to?: string;
                search?: string;
                page?: number;
                per_page?: number;
                /** @description A field, descending when prefixed with a minus sign. `class_date` is the date's first day (bookings without a date last). */
                sort?: "created_at" | "-created_at" | "id" | "-id" | "class_date" | "-class_date" | "student" | "-student" | "total_cents" | "-total_cents" | "status" | "-status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bookings with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingPageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAdminBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markBookingPaid: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkPaidInput"];
            };
        };
        responses: {
            /** @description The paid booking with its receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            502: components["responses"]["PaymentProviderError"];
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingInput"];
            };
        };
        responses: {
            /** @description The cancelled or refunded booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            502: components["responses"]["PaymentProviderError"];
        };
    };
    refundBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundInput"];
            };
        };
        responses: {
            /** @description The refunded booking with its credit note. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BookingConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            502: components["responses"]["PaymentProviderError"];
        };
    };
    getAdminReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt or credit note. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getBookingStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingStatsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMyBdeCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeCourseListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    consentToBdeRecords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BdeConsentInput"];
            };
        };
        responses: {
            /** @description The course with its consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeCourseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordMyG1Licence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["G1LicenceInput"];
            };
        };
        responses: {
            /** @description The course with its licence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeCourseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAdminBdeCourses: {
        parameters: {
            query?: {
                status?: components["schemas"]["BdeCourseStatus"];
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBdeCourseListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportBdeCourses: {
        parameters: {
            query: {
                from: components["schemas"]["LocalDate"];
                to: components["schemas"]["LocalDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courses, as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMyBdeCourseFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAdminBdeCourseFile: {
        parameters: {
            query?: {
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markMyHomeLinkDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The home-link assignment's id. */
                assignmentId: components["parameters"]["AssignmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomeLinkDoneInput"];
            };
        };
        responses: {
            /** @description The course with the assignment marked done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeCourseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    acceptBdeHomeLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The home-link assignment's id. */
                assignmentId: components["parameters"]["AssignmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course with the work accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBdeCourseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordBdeFinalTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BdeFinalTestInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBdeCourseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listBdeCertificationQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The two lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeCertificationQueueResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    certifyBdeCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BdeCertificateInput"];
            };
        };
        responses: {
            /** @description Certified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBdeCourseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listBdeHomeLinkAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeLinkAssignmentListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createBdeHomeLinkAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomeLinkAssignmentInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeLinkAssignmentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateBdeHomeLinkAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HomeLinkAssignmentInput"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeLinkAssignmentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteBdeHomeLinkAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listBdeClasses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeClassListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listBdeClassSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeClassSessionListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createBdeClassSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BdeClassSessionInput"];
            };
        };
        responses: {
            /** @description Scheduled. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeClassSessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ClassConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteBdeClassSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ClassConflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordBdeAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BdeAttendanceInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeClassSessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ClassConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyLessons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lessons and hours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    bookLesson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            /** @description Booked; its hours are reserved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    streamLiveEvents: {
        parameters: {
            query: {
                /** @description The topics watched, comma-separated. */
                topics: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream; it stays open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            422: components["responses"]["ValidationFailed"];
            /**
             * @description This server process holds `LIVE_STREAMS_MAX` streams already: none is opened; the client
             *     polls meanwhile and tries again after `Retry-After` seconds.
             */
            503: {
                headers: {
                    /** @description Seconds after which a stream is likely to be opened. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLessonSlots: {
        parameters: {
            query?: {
                instructor_id?: number;
                from?: components["schemas"]["LocalDate"];
                days?: number;
                duration?: components["schemas"]["LessonDuration"];
                /** @description The student's booked lesson being moved. Its own time counts as free, so it can move by half an hour (404 when the student has no such booked lesson). */
                moving?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Free slots, earliest first (then by instructor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonSlotListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMyLessonRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request and the offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyLessonRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveMyLessonRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonRequestInput"];
            };
        };
        responses: {
            /** @description On the list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyLessonRequestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    leaveLessonRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Off the list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptLessonOffer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Booked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    declineLessonOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyLessonRequestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listLessonRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonRequestListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    removeLessonRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonRequestListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelMyLesson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled lesson. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    rescheduleMyLesson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            /** @description The lesson at its new time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAdminLessons: {
        parameters: {
            query?: {
                from?: components["schemas"]["LocalDate"];
                to?: components["schemas"]["LocalDate"];
                instructor_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createAdminLesson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLessonInput"];
            };
        };
        responses: {
            /** @description Booked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAdminLessonWeek: {
        parameters: {
            query?: {
                /** @description Any day of the week wanted. */
                day?: components["schemas"]["LocalDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The week. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonWeekResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAdminLessonSlots: {
        parameters: {
            query: {
                student_email: string;
                instructor_id?: number;
                from?: components["schemas"]["LocalDate"];
                days?: number;
                duration?: components["schemas"]["LessonDuration"];
                /** @description The student's booked lesson being moved. Its own time counts as free, so it can move by half an hour (404 when the student has no such booked lesson). */
                moving?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Free slots, earliest first (then by instructor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonSlotListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    moveAdminLesson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            /** @description The lesson at its new time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelAdminLesson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLessonCancelInput"];
            };
        };
        responses: {
            /** @description The cancelled lesson. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordLessonOutcome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonOutcomeInput"];
            };
        };
        responses: {
            /** @description The lesson with its outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    instructorLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructorApplicationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMyApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstructorProfileInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructorApplicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["InstructorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    submitMyApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Submitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructorApplicationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["InstructorConflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadMyDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which of the instructor's documents. */
                kind: components["parameters"]["DocumentKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["InstructorDocumentUpload"];
            };
        };
        responses: {
            /** @description Stored; the application as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructorApplicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMyDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which of the instructor's documents. */
                kind: components["parameters"]["DocumentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadMyCarPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["InstructorCarPhotoUpload"];
            };
        };
        responses: {
            /** @description Stored; the application as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructorApplicationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAdminInstructors: {
        parameters: {
            query?: {
                status?: "pending" | "accepted" | "rejected";
                licence?: "attention";
                search?: string;
                /** @description `pending` keeps the instructors whose profile change waits for the office's review. */
                profile_change?: "pending";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instructors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInstructorListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAdminInstructor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInstructorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reviewInstructor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstructorReviewInput"];
            };
        };
        responses: {
            /** @description Reviewed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInstructorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InstructorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reviewInstructorProfileChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstructorProfileChangeReviewInput"];
            };
        };
        responses: {
            /** @description Decided; the instructor as they now are. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInstructorResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InstructorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAdminInstructorDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description Which of the instructor's documents. */
                kind: components["parameters"]["DocumentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMyAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The availability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMyAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailabilityInput"];
            };
        };
        responses: {
            /** @description Published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["AvailabilityConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyBdeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeClassSessionListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    recordMyBdeAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BdeAttendanceInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BdeClassSessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ClassConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyStudentsHomeLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The work to check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructorHomeLinkListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptMyStudentsHomeLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The home-link assignment's id. */
                assignmentId: components["parameters"]["AssignmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyTeachingLessons: {
        parameters: {
            query?: {
                from?: components["schemas"]["LocalDate"];
                to?: components["schemas"]["LocalDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeachingLessonListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordMyLessonOutcome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeachingOutcomeInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeachingLessonResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getLessonLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry and its history, newest change first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateLessonLog: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
                 *     for each user action and sends it again with every retry of that request. The first answer
                 *     (status and body) is kept with the key for 24 hours, per user and operation, in the
                 *     transaction of the change; a retry, even one racing the first request, gets that answer
                 *     again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
                 *     different request is a 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonLogInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonLogResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LessonConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDriveTestCentres: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The centres. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveTestCentreListResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMyRoadTests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The road tests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadTestListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    recordMyRoadTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoadTestInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadTestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    removeMyRoadTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listStudentRoadTests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The road tests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadTestListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordStudentRoadTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoadTestInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadTestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    correctRoadTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoadTestUpdateInput"];
            };
        };
        responses: {
            /** @description Corrected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadTestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteRoadTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInsightPassRates: {
        parameters: {
            query?: {
                /**
                 * @description Which Toronto days the figures cover: `this_month` (the default: from the first of the
                 *     current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
                 *     month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
                 *     inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
                 */
                period?: components["parameters"]["InsightPeriod"];
                /** @description The first Toronto day of a `custom` period. */
                from?: components["parameters"]["InsightFrom"];
                /** @description The last Toronto day of a `custom` period. */
                to?: components["parameters"]["InsightTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInsightUtilisation: {
        parameters: {
            query?: {
                /**
                 * @description Which Toronto days the figures cover: `this_month` (the default: from the first of the
                 *     current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
                 *     month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
                 *     inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
                 */
                period?: components["parameters"]["InsightPeriod"];
                /** @description The first Toronto day of a `custom` period. */
                from?: components["parameters"]["InsightFrom"];
                /** @description The last Toronto day of a `custom` period. */
                to?: components["parameters"]["InsightTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInsightAttendance: {
        parameters: {
            query?: {
                /**
                 * @description Which Toronto days the figures cover: `this_month` (the default: from the first of the
                 *     current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
                 *     month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
                 *     inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
                 */
                period?: components["parameters"]["InsightPeriod"];
                /** @description The first Toronto day of a `custom` period. */
                from?: components["parameters"]["InsightFrom"];
                /** @description The last Toronto day of a `custom` period. */
                to?: components["parameters"]["InsightTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInsightRevenue: {
        parameters: {
            query?: {
                /**
                 * @description Which Toronto days the figures cover: `this_month` (the default: from the first of the
                 *     current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
                 *     month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
                 *     inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
                 */
                period?: components["parameters"]["InsightPeriod"];
                /** @description The first Toronto day of a `custom` period. */
                from?: components["parameters"]["InsightFrom"];
                /** @description The last Toronto day of a `custom` period. */
                to?: components["parameters"]["InsightTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInsightSeats: {
        parameters: {
            query?: {
                /**
                 * @description Which Toronto days the figures cover: `this_month` (the default: from the first of the
                 *     current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
                 *     month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
                 *     inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
                 */
                period?: components["parameters"]["InsightPeriod"];
                /** @description The first Toronto day of a `custom` period. */
                from?: components["parameters"]["InsightFrom"];
                /** @description The last Toronto day of a `custom` period. */
                to?: components["parameters"]["InsightTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInsightBde: {
        parameters: {
            query?: {
                /**
                 * @description Which Toronto days the figures cover: `this_month` (the default: from the first of the
                 *     current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
                 *     month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
                 *     inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
                 */
                period?: components["parameters"]["InsightPeriod"];
                /** @description The first Toronto day of a `custom` period. */
                from?: components["parameters"]["InsightFrom"];
                /** @description The last Toronto day of a `custom` period. */
                to?: components["parameters"]["InsightTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
