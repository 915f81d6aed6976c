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
         * @description `action: update_status` needs `status`. Ids that do not exist are ignored; `affected`
         *     counts the rows changed. One transaction: all or nothing.
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
         *     student) only when `account_number` equals the partner's account id; otherwise 403. Rate
         *     limited against guessing.
         */
        post: operations["checkPartnerStudents"];
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
         * Student sign-in
         * @description An account whose email is not verified yet is refused with 403 and a message saying so.
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
         * @description The code expires after 15 minutes and allows 5 attempts. Signing up again with an email still waiting for verification is answered the same (201) and changes nothing of that account: its owner is mailed a new code. At most 5 codes per email per hour (sign-ups and resendVerificationCode together), whether or not an account has the email: 429 past that.
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
         * @description A wrong, expired or missing code (an unknown email included) gets the same 422 answer. The 5 attempts are counted per email since its last code request, with or without an account.
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
    "/api/api/getAcceptedInstructors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accepted instructors (public fields; the birthday only for an admin) */
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
        /** An accepted instructor's availability, by date and time */
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
        /** Bookable packages with their date options */
        get: operations["listPackages"];
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
         *     date (required), image. The server checks the fields the type needs.
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
         *           "20 online theory hours"
         *         ]
         *       },
         *       "created_at": "2026-10-01T14:00:00.000Z",
         *       "updated_at": "2026-10-01T14:00:00.000Z"
         *     }
         */
        ContentItem: {
            id: number;
            key: string;
            title: string;
            type: components["schemas"]["ContentType"];
            is_active: boolean;
            content: components["schemas"]["ContentBody"];
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
        /**
         * @example {
         *       "id": 1,
         *       "title": "BDE Complete",
         *       "description": "Ministry-approved Beginner Driver Education.",
         *       "price": "699",
         *       "original_price": "899",
         *       "features": [
         *         "10 in-car hours",
         *         "20 online theory hours"
         *       ],
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
            title: string;
            description: string;
            price: string;
            original_price: string | null;
            /** @description For FAQ entries each item is "question|answer". */
            features: string[];
            icon: string;
            category: components["schemas"]["ServiceCategory"];
            is_active: boolean;
            sort_order: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        ServiceInput: {
            title: string;
            /** @default  */
            description: string;
            price: string;
            original_price?: string | null;
            features?: string[];
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
            ids: number[];
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
                /** @description The five newest inquiries. */
                recent_inquiries: components["schemas"]["Inquiry"][];
                overview: {
                    new_inquiries: number;
                    in_progress_inquiries: number;
                    completed_inquiries: number;
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
        /**
         * @example {
         *       "id": 1,
         *       "name": "Kingston",
         *       "slug": "kingston",
         *       "email": "kingston@driveontario.ca",
         *       "phone": "613-555-0100",
         *       "description": "Lessons across Kingston, from downtown to Cataraqui.",
         *       "details": "Road tests at the Kingston DriveTest centre.",
         *       "map_link": "https://maps.google.com/?q=Kingston,ON",
         *       "images": [
         *         "/uploads/seed/kingston-1.svg"
         *       ],
         *       "updated_at": "2026-10-01T14:00:00.000Z"
         *     }
         */
        City: {
            id: number;
            name: string;
            slug: string;
            email: string | null;
            phone: string | null;
            description: string | null;
            details: string | null;
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
        CityResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["City"];
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "Queen's Student Union",
         *       "logo": "/uploads/partners/3f2a.png",
         *       "description": "Discounts for students."
         *     }
         */
        PublicPartner: {
            id: number;
            name: string;
            /** @description The logo's URL path. */
            logo: string | null;
            description: string | null;
        };
        Partner: {
            id: number;
            name: string;
            logo: string | null;
            description: string | null;
            contact_email: string | null;
            discount_code: string | null;
            discount_amount: number;
            account_id: string;
        };
        PartnerInput: {
            name: string;
            /**
             * Format: binary
             * @description An image file: PNG, JPEG, GIF or WebP, at most 2 MB.
             */
            logo: string;
            description?: string;
            /** @description Empty, or an email address. */
            contact_email?: string;
            discount_code?: string;
            /** @default 0 */
            discount_amount: number;
            account_id: string;
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
        };
        SignUpInput: {
            fName: string;
            lName: string;
            /** Format: email */
            email: string;
            password: string;
            gender: components["schemas"]["Gender"];
            type: components["schemas"]["AccountType"];
            phoneNumber: string;
            /**
             * @description The date followed by 00:00:00.
             * @example 2008-05-14 00:00:00
             */
            birthday?: string;
            latitude: number;
            longitude: number;
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
         * @example {
         *       "id": 4,
         *       "f_name": "Omar",
         *       "l_name": "Haddad",
         *       "email": "omar.h@example.com",
         *       "phone_number": "613-555-0177",
         *       "car_image_url": "/uploads/seed/car-1.svg"
         *     }
         */
        Instructor: {
            id: number;
            f_name: string;
            /** @description The text NULL means the instructor gave none. */
            l_name: string;
            email: string;
            phone_number: string;
            car_image_url: string | null;
            /**
             * Format: date
             * @description Only for an admin caller.
             */
            birthday?: string;
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
        };
        /**
         * @example {
         *       "id": 1,
         *       "en_name": "BDE Beginner",
         *       "fr_name": "Débutant BDE",
         *       "en_description": "10 in-car hours and 20 online theory hours.",
         *       "fr_description": "10 heures en voiture et 20 heures de théorie en ligne.",
         *       "price": 699,
         *       "behind_the_wheel_hour_count": 10,
         *       "course_hour_count": 20,
         *       "datesData": [
         *         {
         *           "id": 1,
         *           "firstDate": "2026-12-05",
         *           "secondDate": "2026-12-06",
         *           "fromTime": "09:00",
         *           "toTime": "15:00"
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
            price: number;
            behind_the_wheel_hour_count: number;
            course_hour_count: number;
            datesData: components["schemas"]["PackageDate"][];
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
            /** @description Account created; a code was sent. */
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
    listAcceptedInstructors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted instructors. */
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
            /** @description Availability slots, earliest first. */
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
}
