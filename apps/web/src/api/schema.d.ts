/**
 * Generated from the Convoy OpenAPI document by `npm run gen:api`. Do not edit.
 */

export interface paths {
    "/api/Device/AddDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a device under the caller or one of its sub-accounts, consuming the owner’s device-year credit. The IMEI (or terminal number) must be unique. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId?: string;
                        /** @default 0 */
                        channels?: number;
                        /** @default 1 */
                        creditYears?: number;
                        /**
                         * @default gps
                         * @enum {string}
                         */
                        deviceType?: "gps" | "dvr";
                        groupId?: string;
                        imei: string;
                        initialVersion?: string;
                        /** @default  */
                        model?: string;
                        name: string;
                        /** Format: date-time */
                        nextPayDate?: string;
                        /**
                         * @default vehicle
                         * @enum {string}
                         */
                        objectType?: "vehicle" | "person" | "asset" | "pet";
                        password?: string;
                        /**
                         * @default jt808
                         * @enum {string}
                         */
                        protocol?: "jt808" | "gt06" | "teltonika" | "h02" | "osmand";
                        sim?: string;
                        upgradeVersion?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                accountId: string;
                                channels: number;
                                createdAt: string;
                                creditYears: number;
                                /** @enum {string} */
                                deviceType: "gps" | "dvr";
                                expiry: string | null;
                                groupId: string | null;
                                id: string;
                                imei: string;
                                initialVersion: string;
                                model: string;
                                name: string;
                                nextPayDate: string | null;
                                objectType: string;
                                protocol: string;
                                remainingDays: number | null;
                                sim: string;
                                upgradeVersion: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Device/GetDevices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The devices of the caller’s account tree, or of one account in it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId?: string;
                        search?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                accountId: string;
                                channels: number;
                                createdAt: string;
                                creditYears: number;
                                /** @enum {string} */
                                deviceType: "gps" | "dvr";
                                expiry: string | null;
                                groupId: string | null;
                                id: string;
                                imei: string;
                                initialVersion: string;
                                model: string;
                                name: string;
                                nextPayDate: string | null;
                                objectType: string;
                                protocol: string;
                                remainingDays: number | null;
                                sim: string;
                                upgradeVersion: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Liveness: the process answers and the database responds. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                /** @enum {string} */
                                database: "pglite" | "postgres";
                                /** @enum {string} */
                                status: "ok";
                                uptimeSeconds: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Location/GetHistories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stored positions of one device between startTime and endTime (ISO 8601), in time order; optionally only those at or above minSpeed km/h. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        endTime: string;
                        imei: string;
                        minSpeed?: number;
                        /** Format: date-time */
                        startTime: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                alarmFlags: string;
                                altitude: number;
                                attributes: {
                                    [key: string]: unknown;
                                };
                                direction: number;
                                eventId: number | null;
                                fuel: number | null;
                                gpsAvailable: boolean;
                                gpsTime: string;
                                lat: number;
                                lng: number;
                                mileage: number | null;
                                receivedTime: string;
                                satellites: number | null;
                                speed: number;
                                trackerState: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Login/Logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends the caller’s session; its token stops working at once. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Login/UserLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Logs in. Answers state 1 and code 0 with a session token on success; state 0 with code 1 (wrong account or password), 2 (not activated) or 3 (expired) otherwise. */
        get: {
            parameters: {
                query: {
                    language?: string;
                    password: string;
                    timezone?: number;
                    useraccount: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                expiry: string | null;
                                language: string;
                                level: number;
                                menuCodes: number[];
                                nickName: string;
                                sssid: string;
                                timezone: number;
                                trackers: {
                                    accountId: string;
                                    channels: number;
                                    /** @enum {string} */
                                    deviceType: "gps" | "dvr";
                                    expiry: string | null;
                                    groupId: string | null;
                                    id: string;
                                    imei: string;
                                    model: string;
                                    name: string;
                                    objectType: string;
                                    protocol: string;
                                    sim: string;
                                }[];
                                userAccount: string;
                                users: {
                                    activated: boolean;
                                    expiry: string | null;
                                    id: string;
                                    level: number;
                                    nickName: string;
                                    parentId: string | null;
                                    userAccount: string;
                                }[];
                                userToken: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Logs in. Answers state 1 and code 0 with a session token on success; state 0 with code 1 (wrong account or password), 2 (not activated) or 3 (expired) otherwise. The fields come as JSON, urlencoded or multipart form-data. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default zh-cn */
                        language?: string;
                        password: string;
                        /** @default 480 */
                        timezone?: number;
                        useraccount: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                expiry: string | null;
                                language: string;
                                level: number;
                                menuCodes: number[];
                                nickName: string;
                                sssid: string;
                                timezone: number;
                                trackers: {
                                    accountId: string;
                                    channels: number;
                                    /** @enum {string} */
                                    deviceType: "gps" | "dvr";
                                    expiry: string | null;
                                    groupId: string | null;
                                    id: string;
                                    imei: string;
                                    model: string;
                                    name: string;
                                    objectType: string;
                                    protocol: string;
                                    sim: string;
                                }[];
                                userAccount: string;
                                users: {
                                    activated: boolean;
                                    expiry: string | null;
                                    id: string;
                                    level: number;
                                    nickName: string;
                                    parentId: string | null;
                                    userAccount: string;
                                }[];
                                userToken: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/GetSimpleUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The devices and sub-accounts of an account tree: the caller’s, or that of sAccouont when it lies in the caller’s tree. */
        get: {
            parameters: {
                query?: {
                    sAccouont?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                trackers: {
                                    accountId: string;
                                    channels: number;
                                    /** @enum {string} */
                                    deviceType: "gps" | "dvr";
                                    expiry: string | null;
                                    groupId: string | null;
                                    id: string;
                                    imei: string;
                                    model: string;
                                    name: string;
                                    objectType: string;
                                    protocol: string;
                                    sim: string;
                                }[];
                                users: {
                                    activated: boolean;
                                    expiry: string | null;
                                    id: string;
                                    level: number;
                                    nickName: string;
                                    parentId: string | null;
                                    userAccount: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/GetSimpleUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller’s session user info: account, menu codes, sub-accounts and devices. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: {
                                expiry: string | null;
                                language: string;
                                level: number;
                                menuCodes: number[];
                                nickName: string;
                                sssid: string;
                                timezone: number;
                                trackers: {
                                    accountId: string;
                                    channels: number;
                                    /** @enum {string} */
                                    deviceType: "gps" | "dvr";
                                    expiry: string | null;
                                    groupId: string | null;
                                    id: string;
                                    imei: string;
                                    model: string;
                                    name: string;
                                    objectType: string;
                                    protocol: string;
                                    sim: string;
                                }[];
                                userAccount: string;
                                users: {
                                    activated: boolean;
                                    expiry: string | null;
                                    id: string;
                                    level: number;
                                    nickName: string;
                                    parentId: string | null;
                                    userAccount: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number | string;
                            message: string;
                            /** @enum {number} */
                            state: 0;
                            value?: unknown;
                        };
                    };
                };
            };
        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
