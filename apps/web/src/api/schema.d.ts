/**
 * Generated from the Convoy OpenAPI document by `npm run gen:api`. Do not edit.
 */

export interface paths {
    "/api/Alarm/GetAlarmCounters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description alarmRecent1Number, alarmRecent5Number, AIAlramNumber and alarmUndisposed for the caller, and the alarms after sinceId for the live pop-up. */
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
                        sinceId?: string;
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
                                AIAlramNumber: number;
                                alarmRecent1Number: number;
                                alarmRecent5Number: number;
                                alarmUndisposed: number;
                                fresh: {
                                    description: string;
                                    deviceId: string;
                                    driver: string;
                                    driverPhone: string;
                                    falseAlarm: boolean;
                                    fenceId: string | null;
                                    fenceName: string | null;
                                    gpsTime: string;
                                    handledAt: string | null;
                                    handler: string;
                                    id: string;
                                    imei: string;
                                    latitude: number;
                                    level: number | null;
                                    licenceNumber: string;
                                    longitude: number;
                                    receivedTime: string;
                                    /** @enum {string} */
                                    source: "platform" | "terminal";
                                    speed: number;
                                    /** @enum {string} */
                                    state: "unprocessed" | "processed" | "paused";
                                    /** @enum {string} */
                                    type: "sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong";
                                    vehicle: string;
                                }[];
                                latestId: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Alarm/GetAlarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Alarms of the caller’s devices by type, time, device, state and source, newest first; recentMinutes 1 or 5 gives the last-minute and last-5-minutes filters. */
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
                        from?: string;
                        imeis?: string[];
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        pageSize?: number;
                        recentMinutes?: 1 | 5;
                        /** @enum {string} */
                        source?: "platform" | "terminal";
                        states?: ("unprocessed" | "processed" | "paused")[];
                        /** Format: date-time */
                        to?: string;
                        types?: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
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
                                items: {
                                    description: string;
                                    deviceId: string;
                                    driver: string;
                                    driverPhone: string;
                                    falseAlarm: boolean;
                                    fenceId: string | null;
                                    fenceName: string | null;
                                    gpsTime: string;
                                    handledAt: string | null;
                                    handler: string;
                                    id: string;
                                    imei: string;
                                    latitude: number;
                                    level: number | null;
                                    licenceNumber: string;
                                    longitude: number;
                                    receivedTime: string;
                                    /** @enum {string} */
                                    source: "platform" | "terminal";
                                    speed: number;
                                    /** @enum {string} */
                                    state: "unprocessed" | "processed" | "paused";
                                    /** @enum {string} */
                                    type: "sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong";
                                    vehicle: string;
                                }[];
                                total: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Alarm/GetAlarmSetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Which alarm types the caller receives, with or without sound, and the platform alarm thresholds. */
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
                            value: {
                                /** @default 240 */
                                fatigueMinutes: number;
                                /** @default 20 */
                                fatigueRestMinutes: number;
                                /** @default 20 */
                                lowBatteryPercent: number;
                                /** @default 11.5 */
                                lowVoltage: number;
                                /** @default 1440 */
                                offlineMinutes: number;
                                /** @default 100 */
                                overspeedKmh: number;
                                /** @default 120 */
                                parkingMinutes: number;
                                /** @default true */
                                popup: boolean;
                                /** @default true */
                                sound: boolean;
                                /**
                                 * @default [
                                 *       "sos",
                                 *       "overspeed",
                                 *       "fatigue",
                                 *       "dangerWarning",
                                 *       "gnssFault",
                                 *       "gnssAntennaOpen",
                                 *       "gnssAntennaShort",
                                 *       "powerLow",
                                 *       "powerCut",
                                 *       "lcdFault",
                                 *       "ttsFault",
                                 *       "cameraFault",
                                 *       "icCardFault",
                                 *       "overspeedWarning",
                                 *       "fatigueWarning",
                                 *       "illegalDriving",
                                 *       "tyrePressure",
                                 *       "blindZone",
                                 *       "dailyDrivingExceeded",
                                 *       "overtimeParking",
                                 *       "areaInOut",
                                 *       "routeInOut",
                                 *       "routeTime",
                                 *       "routeDeviation",
                                 *       "vssFault",
                                 *       "fuelAbnormal",
                                 *       "stolen",
                                 *       "illegalIgnition",
                                 *       "illegalDisplacement",
                                 *       "collision",
                                 *       "rollover",
                                 *       "illegalDoorOpen",
                                 *       "videoSignalLost",
                                 *       "videoBlocked",
                                 *       "storageFault",
                                 *       "videoDeviceFault",
                                 *       "busOvercrowded",
                                 *       "abnormalDriving",
                                 *       "recordingThreshold",
                                 *       "platformOverspeed",
                                 *       "fenceIn",
                                 *       "fenceOut",
                                 *       "offlineTooLong",
                                 *       "platformLowPower",
                                 *       "platformFatigue",
                                 *       "parkingTooLong"
                                 *     ]
                                 */
                                types: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Alarm/Handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Handles one alarm or a batch: processed, or paused (not processing for now), with a description and the false-alarm flag; the handler and time are recorded. */
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
                        /** @default  */
                        description?: string;
                        /** @default false */
                        falseAlarm?: boolean;
                        ids: string[];
                        /** @enum {string} */
                        state: "processed" | "paused";
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
                                description: string;
                                deviceId: string;
                                driver: string;
                                driverPhone: string;
                                falseAlarm: boolean;
                                fenceId: string | null;
                                fenceName: string | null;
                                gpsTime: string;
                                handledAt: string | null;
                                handler: string;
                                id: string;
                                imei: string;
                                latitude: number;
                                level: number | null;
                                licenceNumber: string;
                                longitude: number;
                                receivedTime: string;
                                /** @enum {string} */
                                source: "platform" | "terminal";
                                speed: number;
                                /** @enum {string} */
                                state: "unprocessed" | "processed" | "paused";
                                /** @enum {string} */
                                type: "sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong";
                                vehicle: string;
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
    "/api/Alarm/SaveAlarmSetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Saves the caller’s alarm setting. */
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
                        /** @default 240 */
                        fatigueMinutes?: number;
                        /** @default 20 */
                        fatigueRestMinutes?: number;
                        /** @default 20 */
                        lowBatteryPercent?: number;
                        /** @default 11.5 */
                        lowVoltage?: number;
                        /** @default 1440 */
                        offlineMinutes?: number;
                        /** @default 100 */
                        overspeedKmh?: number;
                        /** @default 120 */
                        parkingMinutes?: number;
                        /** @default true */
                        popup?: boolean;
                        /** @default true */
                        sound?: boolean;
                        /**
                         * @default [
                         *       "sos",
                         *       "overspeed",
                         *       "fatigue",
                         *       "dangerWarning",
                         *       "gnssFault",
                         *       "gnssAntennaOpen",
                         *       "gnssAntennaShort",
                         *       "powerLow",
                         *       "powerCut",
                         *       "lcdFault",
                         *       "ttsFault",
                         *       "cameraFault",
                         *       "icCardFault",
                         *       "overspeedWarning",
                         *       "fatigueWarning",
                         *       "illegalDriving",
                         *       "tyrePressure",
                         *       "blindZone",
                         *       "dailyDrivingExceeded",
                         *       "overtimeParking",
                         *       "areaInOut",
                         *       "routeInOut",
                         *       "routeTime",
                         *       "routeDeviation",
                         *       "vssFault",
                         *       "fuelAbnormal",
                         *       "stolen",
                         *       "illegalIgnition",
                         *       "illegalDisplacement",
                         *       "collision",
                         *       "rollover",
                         *       "illegalDoorOpen",
                         *       "videoSignalLost",
                         *       "videoBlocked",
                         *       "storageFault",
                         *       "videoDeviceFault",
                         *       "busOvercrowded",
                         *       "abnormalDriving",
                         *       "recordingThreshold",
                         *       "platformOverspeed",
                         *       "fenceIn",
                         *       "fenceOut",
                         *       "offlineTooLong",
                         *       "platformLowPower",
                         *       "platformFatigue",
                         *       "parkingTooLong"
                         *     ]
                         */
                        types?: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
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
                                /** @default 240 */
                                fatigueMinutes: number;
                                /** @default 20 */
                                fatigueRestMinutes: number;
                                /** @default 20 */
                                lowBatteryPercent: number;
                                /** @default 11.5 */
                                lowVoltage: number;
                                /** @default 1440 */
                                offlineMinutes: number;
                                /** @default 100 */
                                overspeedKmh: number;
                                /** @default 120 */
                                parkingMinutes: number;
                                /** @default true */
                                popup: boolean;
                                /** @default true */
                                sound: boolean;
                                /**
                                 * @default [
                                 *       "sos",
                                 *       "overspeed",
                                 *       "fatigue",
                                 *       "dangerWarning",
                                 *       "gnssFault",
                                 *       "gnssAntennaOpen",
                                 *       "gnssAntennaShort",
                                 *       "powerLow",
                                 *       "powerCut",
                                 *       "lcdFault",
                                 *       "ttsFault",
                                 *       "cameraFault",
                                 *       "icCardFault",
                                 *       "overspeedWarning",
                                 *       "fatigueWarning",
                                 *       "illegalDriving",
                                 *       "tyrePressure",
                                 *       "blindZone",
                                 *       "dailyDrivingExceeded",
                                 *       "overtimeParking",
                                 *       "areaInOut",
                                 *       "routeInOut",
                                 *       "routeTime",
                                 *       "routeDeviation",
                                 *       "vssFault",
                                 *       "fuelAbnormal",
                                 *       "stolen",
                                 *       "illegalIgnition",
                                 *       "illegalDisplacement",
                                 *       "collision",
                                 *       "rollover",
                                 *       "illegalDoorOpen",
                                 *       "videoSignalLost",
                                 *       "videoBlocked",
                                 *       "storageFault",
                                 *       "videoDeviceFault",
                                 *       "busOvercrowded",
                                 *       "abnormalDriving",
                                 *       "recordingThreshold",
                                 *       "platformOverspeed",
                                 *       "fenceIn",
                                 *       "fenceOut",
                                 *       "offlineTooLong",
                                 *       "platformLowPower",
                                 *       "platformFatigue",
                                 *       "parkingTooLong"
                                 *     ]
                                 */
                                types: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlarmRule/Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds an e-mail rule: alarms of the chosen types go to up to five addresses. */
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
                        emails: string[];
                        /** @default true */
                        enabled?: boolean;
                        name: string;
                        types: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
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
                            value: null;
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
    "/api/AlarmRule/Edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes one of the caller’s e-mail rules. */
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
                        emails?: string[];
                        /** @default true */
                        enabled?: boolean;
                        id: string;
                        name?: string;
                        types?: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
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
                            value: null;
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
    "/api/AlarmRule/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The caller’s alarm e-mail rules. */
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
                            value: {
                                createdAt: string;
                                emails: string[];
                                enabled: boolean;
                                id: string;
                                name: string;
                                types: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
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
    "/api/AlarmRule/Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Removes one of the caller’s e-mail rules. */
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
                        id: string;
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
                            value: null;
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
    "/api/Command/GetCommandLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The command log of the caller’s devices, newest first. */
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
                        endTime?: string;
                        imei?: string;
                        /** @default 100 */
                        limit?: number;
                        /** Format: date-time */
                        startTime?: string;
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
                                completedAt: string | null;
                                deviceName: string;
                                id: string;
                                imei: string;
                                operator: string;
                                params: {
                                    [key: string]: unknown;
                                };
                                reply: unknown | null;
                                /** @enum {string} */
                                result: "success" | "fail" | "timeout" | "pending";
                                sentAt: string;
                                type: string;
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
    "/api/Command/Send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a command to a device and answers once the device answered it (success or fail) or the timeout passed (timeout). An offline device answers device.offline, an expired one device.expired, a protocol without the command command.unsupported. */
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
                        imei: string;
                        /** @default {} */
                        params?: Record<string, never>;
                        /** @enum {string} */
                        type: "positionRequest";
                    } | {
                        imei: string;
                        params: {
                            minutes: number;
                        };
                        /** @enum {string} */
                        type: "heartbeatInterval";
                    } | {
                        imei: string;
                        params: {
                            units: number;
                        };
                        /** @enum {string} */
                        type: "uploadInterval";
                    } | {
                        imei: string;
                        params: {
                            backupHost?: string;
                            host: string;
                            port: number;
                        };
                        /** @enum {string} */
                        type: "servers";
                    } | {
                        imei: string;
                        params: {
                            enabled: boolean;
                            reportMinutes?: number;
                        };
                        /** @enum {string} */
                        type: "sleepMode";
                    } | {
                        imei: string;
                        params: {
                            enabled: boolean;
                            password?: string;
                            ssid?: string;
                        };
                        /** @enum {string} */
                        type: "hotspot";
                    } | {
                        imei: string;
                        params: {
                            on: boolean;
                            /** @default 1 */
                            output?: number;
                        };
                        /** @enum {string} */
                        type: "outputControl";
                    } | {
                        imei: string;
                        params: {
                            cards: string[];
                        };
                        /** @enum {string} */
                        type: "rfidAuthorisation";
                    } | {
                        imei: string;
                        params: {
                            /** @default 10 */
                            durationSeconds?: number;
                            level: number;
                            speedKmh: number;
                        };
                        /** @enum {string} */
                        type: "overspeedAlarm";
                    } | {
                        imei: string;
                        params: {
                            host: string;
                            /** @default 0 */
                            intervalSeconds?: number;
                            password: string;
                            /** @default / */
                            path?: string;
                            port: number;
                            user: string;
                        };
                        /** @enum {string} */
                        type: "ftpPictureUpload";
                    } | {
                        imei: string;
                        params: {
                            fileName: string;
                            host: string;
                            port: number;
                        };
                        /** @enum {string} */
                        type: "otaUpgrade";
                    } | {
                        imei: string;
                        /** @default {} */
                        params?: Record<string, never>;
                        /** @enum {string} */
                        type: "restart";
                    } | {
                        imei: string;
                        params: {
                            /** @default 1 */
                            channel?: number;
                        };
                        /** @enum {string} */
                        type: "takePhoto";
                    } | {
                        imei: string;
                        params: {
                            text: string;
                        };
                        /** @enum {string} */
                        type: "custom";
                    } | {
                        imei: string;
                        params: {
                            ids?: number[];
                        };
                        /** @enum {string} */
                        type: "queryParameters";
                    } | {
                        imei: string;
                        params: {
                            parameters: {
                                id: number;
                                value: number | string;
                            }[];
                        };
                        /** @enum {string} */
                        type: "setParameters";
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
                                logId: string;
                                reply?: unknown;
                                /** @enum {string} */
                                result: "success" | "fail" | "timeout";
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
                /** @description Default Response */
                422: {
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
    "/api/Dashboard/GetDashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Counts of the caller’s devices (online, offline, motion states), events of the last 30 days and per 100 km, mileage and fuel rankings, and expiry reminders. */
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
                            value: {
                                eventsByDay: {
                                    count: number;
                                    day: string;
                                }[];
                                eventsPer100Km: number;
                                eventsTotal: number;
                                expiry: {
                                    dueSoon: number;
                                    expired: number;
                                    items: {
                                        expiry: string;
                                        imei: string;
                                        name: string;
                                        remainingDays: number;
                                    }[];
                                };
                                fuelRanking: {
                                    imei: string;
                                    litres: number;
                                    name: string;
                                }[];
                                mileageKm: number;
                                mileageRanking: {
                                    imei: string;
                                    km: number;
                                    name: string;
                                }[];
                                motion: {
                                    [key: string]: number;
                                };
                                offline: number;
                                online: number;
                                total: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/Device/DeleteDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Removes a device of the caller’s tree. Its history stays; its connection is closed and its frames are no longer stored. */
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
                        id: string;
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
                            value: null;
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
    "/api/Device/GetUnknownDevices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Devices that connected with an identifier no account owns (their frames are not stored). Top account only. */
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
                                address: string;
                                firstSeen: string;
                                frames: number;
                                identifier: string;
                                lastSeen: string;
                                protocol: string;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Device/UpdateDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes a device of the caller’s tree; the IMEI stays unique. */
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
                        channels?: number;
                        groupId?: string | null;
                        id: string;
                        imei?: string;
                        initialVersion?: string;
                        model?: string;
                        name?: string;
                        /** Format: date-time */
                        nextPayDate?: string;
                        /** @enum {string} */
                        objectType?: "vehicle" | "person" | "asset" | "pet";
                        password?: string;
                        /** @enum {string} */
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
    "/api/Driver/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Drivers of the caller’s tree with their bound vehicle; the search matches name, code, phone, licence, ID or IC card number, or the vehicle name. */
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
                                code: string;
                                createdAt: string;
                                icCardNumber: string;
                                id: string;
                                idNumber: string;
                                licenceNumber: string;
                                name: string;
                                phone: string;
                                vehicle: {
                                    deviceId: string;
                                    imei: string;
                                    name: string;
                                } | null;
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
    "/api/Feedback/AddFeedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends feedback to the operator of the site. */
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
                        /** @default  */
                        contact?: string;
                        content: string;
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
                                id: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Feedback/GetFeedbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The newest feedback of every account, for the top account only; others get permission denied. */
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
                                accountId: string;
                                contact: string;
                                content: string;
                                createdAt: string;
                                id: string;
                                userAccount: string;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/GeoFence/Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Saves a drawn fence (circle, rectangle, polygon or line with a width); area and perimeter are computed. Optionally binds terminals at once. */
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
                        /** @default #1677ff */
                        color?: string;
                        imeis?: string[];
                        /** @default true */
                        inAlarm?: boolean;
                        /** @default 2 */
                        lineWidth?: number;
                        name: string;
                        /** @default true */
                        outAlarm?: boolean;
                        shape: {
                            center: {
                                lat: number;
                                lng: number;
                            };
                            radius: number;
                            /** @enum {string} */
                            type: "circle";
                        } | {
                            northEast: {
                                lat: number;
                                lng: number;
                            };
                            southWest: {
                                lat: number;
                                lng: number;
                            };
                            /** @enum {string} */
                            type: "rectangle";
                        } | {
                            points: {
                                lat: number;
                                lng: number;
                            }[];
                            /** @enum {string} */
                            type: "polygon";
                        } | {
                            points: {
                                lat: number;
                                lng: number;
                            }[];
                            /** @enum {string} */
                            type: "line";
                            width: number;
                        };
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
                                area: number;
                                color: string;
                                createdAt: string;
                                id: string;
                                inAlarm: boolean;
                                lineWidth: number;
                                name: string;
                                outAlarm: boolean;
                                perimeter: number;
                                shape: {
                                    center: {
                                        lat: number;
                                        lng: number;
                                    };
                                    radius: number;
                                    /** @enum {string} */
                                    type: "circle";
                                } | {
                                    northEast: {
                                        lat: number;
                                        lng: number;
                                    };
                                    southWest: {
                                        lat: number;
                                        lng: number;
                                    };
                                    /** @enum {string} */
                                    type: "rectangle";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "polygon";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "line";
                                    width: number;
                                };
                                terminals: {
                                    boundAt: string;
                                    deviceId: string;
                                    imei: string;
                                    name: string;
                                }[];
                                /** @enum {string} */
                                type: "circle" | "rectangle" | "polygon" | "line";
                                updatedAt: string;
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
    "/api/GeoFence/Bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Binds terminals of the caller’s tree to a fence. A relation that already exists is refused (device.relationExists). */
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
                        fenceId: string;
                        imeis: string[];
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
                                area: number;
                                color: string;
                                createdAt: string;
                                id: string;
                                inAlarm: boolean;
                                lineWidth: number;
                                name: string;
                                outAlarm: boolean;
                                perimeter: number;
                                shape: {
                                    center: {
                                        lat: number;
                                        lng: number;
                                    };
                                    radius: number;
                                    /** @enum {string} */
                                    type: "circle";
                                } | {
                                    northEast: {
                                        lat: number;
                                        lng: number;
                                    };
                                    southWest: {
                                        lat: number;
                                        lng: number;
                                    };
                                    /** @enum {string} */
                                    type: "rectangle";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "polygon";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "line";
                                    width: number;
                                };
                                terminals: {
                                    boundAt: string;
                                    deviceId: string;
                                    imei: string;
                                    name: string;
                                }[];
                                /** @enum {string} */
                                type: "circle" | "rectangle" | "polygon" | "line";
                                updatedAt: string;
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
    "/api/GeoFence/BindHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Bindings and unbindings, newest first, by fence or terminal. */
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
                        fenceId?: string;
                        imei?: string;
                        /** @default 200 */
                        limit?: number;
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
                                /** @enum {string} */
                                action: "bind" | "unbind";
                                actorName: string;
                                at: string;
                                deviceName: string;
                                fenceId: string;
                                fenceName: string;
                                id: string;
                                imei: string;
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
    "/api/GeoFence/Edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes a fence of the caller’s tree: name, shape, colour, line thickness, alarm flags. */
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
                        /** @default #1677ff */
                        color?: string;
                        id: string;
                        /** @default true */
                        inAlarm?: boolean;
                        /** @default 2 */
                        lineWidth?: number;
                        name?: string;
                        /** @default true */
                        outAlarm?: boolean;
                        shape?: {
                            center: {
                                lat: number;
                                lng: number;
                            };
                            radius: number;
                            /** @enum {string} */
                            type: "circle";
                        } | {
                            northEast: {
                                lat: number;
                                lng: number;
                            };
                            southWest: {
                                lat: number;
                                lng: number;
                            };
                            /** @enum {string} */
                            type: "rectangle";
                        } | {
                            points: {
                                lat: number;
                                lng: number;
                            }[];
                            /** @enum {string} */
                            type: "polygon";
                        } | {
                            points: {
                                lat: number;
                                lng: number;
                            }[];
                            /** @enum {string} */
                            type: "line";
                            width: number;
                        };
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
                                area: number;
                                color: string;
                                createdAt: string;
                                id: string;
                                inAlarm: boolean;
                                lineWidth: number;
                                name: string;
                                outAlarm: boolean;
                                perimeter: number;
                                shape: {
                                    center: {
                                        lat: number;
                                        lng: number;
                                    };
                                    radius: number;
                                    /** @enum {string} */
                                    type: "circle";
                                } | {
                                    northEast: {
                                        lat: number;
                                        lng: number;
                                    };
                                    southWest: {
                                        lat: number;
                                        lng: number;
                                    };
                                    /** @enum {string} */
                                    type: "rectangle";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "polygon";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "line";
                                    width: number;
                                };
                                terminals: {
                                    boundAt: string;
                                    deviceId: string;
                                    imei: string;
                                    name: string;
                                }[];
                                /** @enum {string} */
                                type: "circle" | "rectangle" | "polygon" | "line";
                                updatedAt: string;
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
    "/api/GeoFence/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Fences of the caller’s tree with their bound terminals. */
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
                        imei?: string;
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
                                area: number;
                                color: string;
                                createdAt: string;
                                id: string;
                                inAlarm: boolean;
                                lineWidth: number;
                                name: string;
                                outAlarm: boolean;
                                perimeter: number;
                                shape: {
                                    center: {
                                        lat: number;
                                        lng: number;
                                    };
                                    radius: number;
                                    /** @enum {string} */
                                    type: "circle";
                                } | {
                                    northEast: {
                                        lat: number;
                                        lng: number;
                                    };
                                    southWest: {
                                        lat: number;
                                        lng: number;
                                    };
                                    /** @enum {string} */
                                    type: "rectangle";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "polygon";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "line";
                                    width: number;
                                };
                                terminals: {
                                    boundAt: string;
                                    deviceId: string;
                                    imei: string;
                                    name: string;
                                }[];
                                /** @enum {string} */
                                type: "circle" | "rectangle" | "polygon" | "line";
                                updatedAt: string;
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
    "/api/GeoFence/Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Removes a fence; its terminals are unbound and the history records it. */
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
                        id: string;
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
                            value: null;
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
    "/api/GeoFence/Unbind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Unbinds terminals from a fence. */
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
                        fenceId: string;
                        imeis: string[];
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
                                area: number;
                                color: string;
                                createdAt: string;
                                id: string;
                                inAlarm: boolean;
                                lineWidth: number;
                                name: string;
                                outAlarm: boolean;
                                perimeter: number;
                                shape: {
                                    center: {
                                        lat: number;
                                        lng: number;
                                    };
                                    radius: number;
                                    /** @enum {string} */
                                    type: "circle";
                                } | {
                                    northEast: {
                                        lat: number;
                                        lng: number;
                                    };
                                    southWest: {
                                        lat: number;
                                        lng: number;
                                    };
                                    /** @enum {string} */
                                    type: "rectangle";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "polygon";
                                } | {
                                    points: {
                                        lat: number;
                                        lng: number;
                                    }[];
                                    /** @enum {string} */
                                    type: "line";
                                    width: number;
                                };
                                terminals: {
                                    boundAt: string;
                                    deviceId: string;
                                    imei: string;
                                    name: string;
                                }[];
                                /** @enum {string} */
                                type: "circle" | "rectangle" | "polygon" | "line";
                                updatedAt: string;
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
    "/api/Location/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Both column sets of the location tables. */
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
                                alarm: {
                                    key: string;
                                    visible: boolean;
                                    width: number;
                                }[];
                                lastLocation: {
                                    key: string;
                                    visible: boolean;
                                    width: number;
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
    "/api/Location/ExportExcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The last-location table (kind lastLocations) or the alarms of a period (kind alarms) as an .xlsx file; “empty data” when there is nothing to export. */
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
                        endTime?: string;
                        imeis?: string[];
                        /** @enum {string} */
                        kind: "lastLocations" | "alarms";
                        /** Format: date-time */
                        startTime?: string;
                    };
                };
            };
            responses: {
                /** @description The .xlsx file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
    "/api/Location/GetAlarmColumns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The columns of the alarm table, in order, with widths. */
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
                            value: {
                                key: string;
                                visible: boolean;
                                width: number;
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
    "/api/Location/GetAlarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Alarm reports (event above 0 and not 35, or a raised alarm bit) of the caller’s devices in a period of at most 31 days, newest first. */
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
                        imeis?: string[];
                        /** @default 1000 */
                        limit?: number;
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
                                eventId: number;
                                gpsTime: string;
                                imei: string;
                                lat: number;
                                lng: number;
                                name: string;
                                receivedTime: string;
                                speed: number;
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
    "/api/Location/GetAllLastLocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Every device the caller sees (its tree and vehicle grants) with its last location, last alarm and display status, derived under onlinePlanPar and vehicleParkingPar (the account’s general setting fills what is left out). */
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
                        onlinePlanPar?: {
                            isOfflineWhenSleep?: boolean;
                            offlineSpeedCondition?: number;
                            offlineTimeCondition?: number;
                            onlineInterval?: number;
                            /** @enum {string} */
                            onlineType?: "connection" | "lastReceipt";
                            positioningSpeedOffline?: boolean;
                            type?: number;
                        };
                        vehicleParkingPar?: {
                            isEnable?: boolean;
                            speed?: number;
                        };
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
                                lastAlarm: {
                                    alarmFlags: string;
                                    eventId: number;
                                    gpsTime: string;
                                } | null;
                                lastLoc: {
                                    direction: number;
                                    eventId: number;
                                    fuel: number | null;
                                    gpsAvailable: boolean;
                                    gpsTime: string;
                                    journeyStr: string;
                                    lat: number;
                                    lng: number;
                                    online: boolean;
                                    receivedTime: string;
                                    satellites: number | null;
                                    speed: number;
                                    trackerState: string;
                                } | null;
                                /** @enum {string} */
                                motion: "stopped" | "moving" | "idling" | "movingEngineOn" | "noPosition" | "noDataUpload";
                                /** @enum {string} */
                                status: "nolocate" | "off_alarm" | "off_nolocate" | "offline" | "on_nolocate" | "on_p_accoff_alarm" | "on_p_accoff" | "on_p_accon" | "on_p_accon_alarm" | "on_p_idling" | "on_t_alarm" | "on_t_idling" | "online";
                                tracker: {
                                    accountId: string;
                                    channels: number;
                                    /** @enum {string} */
                                    deviceType: "gps" | "dvr";
                                    expiry: string | null;
                                    groupId: string | null;
                                    groupName: string | null;
                                    id: string;
                                    imei: string;
                                    name: string;
                                    objectTypeId: string;
                                    protocol: string;
                                    typeName: string;
                                };
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
    "/api/Location/GetAllLastLocationsCompact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description GetAllLastLocations in a compact form, for loading a whole fleet at once (the realtime monitor): `fields` names the values of the tracker, lastLoc and lastAlarm parts, and each row is `[tracker values, lastLoc values or null, lastAlarm values or null, status, motion]`, the values in the order of `fields`. Same devices, plans and order as GetAllLastLocations. */
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
                        onlinePlanPar?: {
                            isOfflineWhenSleep?: boolean;
                            offlineSpeedCondition?: number;
                            offlineTimeCondition?: number;
                            onlineInterval?: number;
                            /** @enum {string} */
                            onlineType?: "connection" | "lastReceipt";
                            positioningSpeedOffline?: boolean;
                            type?: number;
                        };
                        vehicleParkingPar?: {
                            isEnable?: boolean;
                            speed?: number;
                        };
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
                                fields: {
                                    lastAlarm: string[];
                                    lastLoc: string[];
                                    tracker: string[];
                                };
                                rows: [
                                    unknown[],
                                    unknown[] | null,
                                    unknown[] | null,
                                    "nolocate" | "off_alarm" | "off_nolocate" | "offline" | "on_nolocate" | "on_p_accoff_alarm" | "on_p_accoff" | "on_p_accon" | "on_p_accon_alarm" | "on_p_idling" | "on_t_alarm" | "on_t_idling" | "online",
                                    "stopped" | "moving" | "idling" | "movingEngineOn" | "noPosition" | "noDataUpload"
                                ][];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Location/GetDetailPic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The pictures a device took (JT/T 808 0x0801), newest first, without their data. */
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
                        endTime?: string;
                        imei: string;
                        /** Format: date-time */
                        startTime?: string;
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
                                channel: number;
                                eventCode: number;
                                format: string;
                                gpsTime: string;
                                id: string;
                                imei: string;
                                lat: number;
                                lng: number;
                                mediaId: number;
                                size: number;
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
    "/api/Location/GetHistories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stored positions of one device between startTime and endTime (ISO 8601), in time order; optionally only those at or above minSpeed km/h. mode time or speed: at most a week; mode trip: at most a month. */
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
                        /**
                         * @default time
                         * @enum {string}
                         */
                        mode?: "time" | "trip" | "speed";
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
    "/api/Location/GetLastLocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tracker record of one device. */
        get: {
            parameters: {
                query: {
                    imei: string;
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
                                lastAlarm: {
                                    alarmFlags: string;
                                    eventId: number;
                                    gpsTime: string;
                                } | null;
                                lastLoc: {
                                    direction: number;
                                    eventId: number;
                                    fuel: number | null;
                                    gpsAvailable: boolean;
                                    gpsTime: string;
                                    journeyStr: string;
                                    lat: number;
                                    lng: number;
                                    online: boolean;
                                    receivedTime: string;
                                    satellites: number | null;
                                    speed: number;
                                    trackerState: string;
                                } | null;
                                /** @enum {string} */
                                motion: "stopped" | "moving" | "idling" | "movingEngineOn" | "noPosition" | "noDataUpload";
                                /** @enum {string} */
                                status: "nolocate" | "off_alarm" | "off_nolocate" | "offline" | "on_nolocate" | "on_p_accoff_alarm" | "on_p_accoff" | "on_p_accon" | "on_p_accon_alarm" | "on_p_idling" | "on_t_alarm" | "on_t_idling" | "online";
                                tracker: {
                                    accountId: string;
                                    channels: number;
                                    /** @enum {string} */
                                    deviceType: "gps" | "dvr";
                                    expiry: string | null;
                                    groupId: string | null;
                                    groupName: string | null;
                                    id: string;
                                    imei: string;
                                    name: string;
                                    objectTypeId: string;
                                    protocol: string;
                                    typeName: string;
                                };
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
    "/api/Location/GetLastLocationColumns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The columns of the last-location table, in order, with widths. */
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
                            value: {
                                key: string;
                                visible: boolean;
                                width: number;
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
    "/api/Location/GetLastLocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The tracker records of the named devices, in the order asked. */
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
                        imeis: string[];
                        onlinePlanPar?: {
                            isOfflineWhenSleep?: boolean;
                            offlineSpeedCondition?: number;
                            offlineTimeCondition?: number;
                            onlineInterval?: number;
                            /** @enum {string} */
                            onlineType?: "connection" | "lastReceipt";
                            positioningSpeedOffline?: boolean;
                            type?: number;
                        };
                        vehicleParkingPar?: {
                            isEnable?: boolean;
                            speed?: number;
                        };
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
                                lastAlarm: {
                                    alarmFlags: string;
                                    eventId: number;
                                    gpsTime: string;
                                } | null;
                                lastLoc: {
                                    direction: number;
                                    eventId: number;
                                    fuel: number | null;
                                    gpsAvailable: boolean;
                                    gpsTime: string;
                                    journeyStr: string;
                                    lat: number;
                                    lng: number;
                                    online: boolean;
                                    receivedTime: string;
                                    satellites: number | null;
                                    speed: number;
                                    trackerState: string;
                                } | null;
                                /** @enum {string} */
                                motion: "stopped" | "moving" | "idling" | "movingEngineOn" | "noPosition" | "noDataUpload";
                                /** @enum {string} */
                                status: "nolocate" | "off_alarm" | "off_nolocate" | "offline" | "on_nolocate" | "on_p_accoff_alarm" | "on_p_accoff" | "on_p_accon" | "on_p_accon_alarm" | "on_p_idling" | "on_t_alarm" | "on_t_idling" | "online";
                                tracker: {
                                    accountId: string;
                                    channels: number;
                                    /** @enum {string} */
                                    deviceType: "gps" | "dvr";
                                    expiry: string | null;
                                    groupId: string | null;
                                    groupName: string | null;
                                    id: string;
                                    imei: string;
                                    name: string;
                                    objectTypeId: string;
                                    protocol: string;
                                    typeName: string;
                                };
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
    "/api/Location/GetObdDatas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The OBD and sensor values of the device’s latest report, keyed by code (CAN0XA04B: network usage). */
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
                        imei: string;
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
                                [key: string]: string | number | boolean;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Location/GetPictureByID": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Pictures by id, with their data as data: URLs. */
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
                        ids: string[];
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
                                channel: number;
                                dataUrl: string;
                                eventCode: number;
                                format: string;
                                gpsTime: string;
                                id: string;
                                imei: string;
                                lat: number;
                                lng: number;
                                mediaId: number;
                                size: number;
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
                /** @description Default Response */
                404: {
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
    "/api/Location/GetTripAndParking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stored trips (kind trip), parking stops (kind parking) or both, of up to 20 devices, that begin in [startTime, endTime): at most one month. Each segment belongs to the period it starts in, so the days of a month add up to the month. */
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
                        imeis: string[];
                        /**
                         * @default both
                         * @enum {string}
                         */
                        kind?: "trip" | "parking" | "both";
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
                                items: ({
                                    avgSpeed: number;
                                    distanceKm: number;
                                    durationSeconds: number;
                                    end: {
                                        address: string | null;
                                        lat: number;
                                        lng: number;
                                    };
                                    endTime: string;
                                    fuelSource: ("sensor" | "rule") | null;
                                    fuelUsed: number | null;
                                    imei: string;
                                    /** @enum {string} */
                                    kind: "trip";
                                    maxSpeed: number;
                                    name: string;
                                    start: {
                                        address: string | null;
                                        lat: number;
                                        lng: number;
                                    };
                                    startTime: string;
                                } | {
                                    durationSeconds: number;
                                    endTime: string;
                                    imei: string;
                                    /** @enum {string} */
                                    kind: "parking";
                                    name: string;
                                    place: {
                                        address: string | null;
                                        lat: number;
                                        lng: number;
                                    };
                                    startTime: string;
                                })[];
                                totals: {
                                    distanceKm: number;
                                    drivingSeconds: number;
                                    fuelUsed: number | null;
                                    imei: string;
                                    name: string;
                                    parkingSeconds: number;
                                    trips: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Log/EndSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends a session of the caller’s tree (a parent logs a sub-account out); its token stops working at once. */
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
                        sessionId: string;
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
                            value: null;
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
    "/api/Log/GetOnlineUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Open sessions of the caller’s tree: account, login time, address and last seen. */
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
                                accountId: string;
                                address: string;
                                current: boolean;
                                lastSeen: string;
                                loginTime: string;
                                nickName: string;
                                sessionId: string;
                                userAccount: string;
                                userAgent: string;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Log/GetOperationLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The operation log of the caller’s tree (or of one account in it): who did what to which object, when; newest first. */
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
                        action?: string;
                        /** Format: date-time */
                        endTime?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: date-time */
                        startTime?: string;
                        userId?: string;
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
                                rows: {
                                    action: string;
                                    actorAccount: string;
                                    actorId: string;
                                    address: string;
                                    at: string;
                                    detail: {
                                        [key: string]: unknown;
                                    };
                                    id: string;
                                    objectId: string;
                                    objectName: string;
                                    objectType: string;
                                }[];
                                total: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Login/CheckResetLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Whether a password-reset link still works, and for which account. */
        get: {
            parameters: {
                query: {
                    token: string;
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
                                userAccount: string;
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
        post?: never;
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
    "/api/Login/RecoverPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description E-mails a password-reset link to the account’s address, in the language asked for. Multipart form-data (or JSON): userAccount, language. The answer is the same whether or not the account exists. */
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
                        /** @default en */
                        language?: string;
                        userAccount: string;
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
                            value: null;
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
    "/api/Login/ResetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets a new password with the token of an e-mailed reset link; the link then stops working and every session of the account ends. */
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
                        password: string;
                        token: string;
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
                            value: null;
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
                    trackers?: "all" | "count";
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
                                trackerCount: number;
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
                        /** @enum {string} */
                        trackers?: "all" | "count";
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
                                trackerCount: number;
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
    "/api/POI/Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a point of interest: name, content (≤ 30 characters), icon, range 1–10,000 m. */
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
                        /** @default  */
                        content?: string;
                        /**
                         * @default pin
                         * @enum {string}
                         */
                        icon?: "pin" | "flag" | "star" | "home" | "shop" | "fuel" | "parking" | "warehouse";
                        lat: number;
                        lng: number;
                        name: string;
                        rangeMetres: number;
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
                                content: string;
                                createdAt: string;
                                /** @enum {string} */
                                icon: "pin" | "flag" | "star" | "home" | "shop" | "fuel" | "parking" | "warehouse";
                                id: string;
                                lat: number;
                                lng: number;
                                name: string;
                                rangeMetres: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/POI/Edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes a point of interest of the caller’s tree. */
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
                        /** @default  */
                        content?: string;
                        /**
                         * @default pin
                         * @enum {string}
                         */
                        icon?: "pin" | "flag" | "star" | "home" | "shop" | "fuel" | "parking" | "warehouse";
                        id: string;
                        lat?: number;
                        lng?: number;
                        name?: string;
                        rangeMetres?: number;
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
                                content: string;
                                createdAt: string;
                                /** @enum {string} */
                                icon: "pin" | "flag" | "star" | "home" | "shop" | "fuel" | "parking" | "warehouse";
                                id: string;
                                lat: number;
                                lng: number;
                                name: string;
                                rangeMetres: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/POI/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Points of interest of the caller’s tree (also drawn on the realtime monitor). */
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
                                content: string;
                                createdAt: string;
                                /** @enum {string} */
                                icon: "pin" | "flag" | "star" | "home" | "shop" | "fuel" | "parking" | "warehouse";
                                id: string;
                                lat: number;
                                lng: number;
                                name: string;
                                rangeMetres: number;
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
    "/api/POI/Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Removes a point of interest of the caller’s tree. */
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
                        id: string;
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
                            value: null;
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
    "/api/Role/AddRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a role: a name unique for the caller, a data scope and access codes the caller holds. */
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
                        /** @enum {string} */
                        dataScope: "all" | "custom" | "ownDepartment" | "departmentAndBelow" | "personalOnly";
                        /** @default  */
                        description?: string;
                        /** @default [] */
                        menuCodes?: number[];
                        name: string;
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
                                id: string;
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
    "/api/Role/DeleteRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes one of the caller’s roles. */
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
                        roleId: string;
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
                            value: null;
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
    "/api/Role/GetRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller’s roles with their data scopes. */
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
                                createdAt: string;
                                /** @enum {string} */
                                dataScope: "all" | "custom" | "ownDepartment" | "departmentAndBelow" | "personalOnly";
                                description: string;
                                id: string;
                                menuCodes: number[];
                                name: string;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Setting/GetSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every settings group of the caller (menu, map, general, video, style, bigScreenLock, realtime, handler, loginHome), with defaults for groups never saved. */
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
                                bigScreenLock: {
                                    /** @default false */
                                    enabled: boolean;
                                    /** @default 10 */
                                    idleMinutes: number;
                                };
                                general: {
                                    fuel: {
                                        /** @default false */
                                        enabled: boolean;
                                        /** @default 15 */
                                        litresPer100Km: number;
                                        /** @default false */
                                        ruleFirst: boolean;
                                        /** @default true */
                                        sensorPriority: boolean;
                                    };
                                    /**
                                     * @default left
                                     * @enum {string}
                                     */
                                    menuPosition: "left" | "top";
                                    onlinePlan: {
                                        /** @default false */
                                        isOfflineWhenSleep: boolean;
                                        /** @default 15 */
                                        offlineSpeedCondition: number;
                                        /** @default 15 */
                                        offlineTimeCondition: number;
                                        /** @default 10 */
                                        onlineTime: number;
                                        /**
                                         * @default lastReceipt
                                         * @enum {string}
                                         */
                                        onlineType: "connection" | "lastReceipt";
                                        /** @default false */
                                        positioningSpeedOffline: boolean;
                                    };
                                    stopPlan: {
                                        /** @default true */
                                        isEnable: boolean;
                                        /** @default 15 */
                                        speed: number;
                                    };
                                    /** @default #282F44 */
                                    themeColor: string;
                                    tripPlan: {
                                        /** @default 500 */
                                        minTripDistanceM: number;
                                        /** @default 2 */
                                        minTripMinutes: number;
                                        /** @default 5 */
                                        stopGapMinutes: number;
                                    };
                                };
                                handler: {
                                    alarm: {
                                        /**
                                         * @default en
                                         * @enum {string}
                                         */
                                        language: "zh" | "en" | "es" | "fr" | "th" | "ru" | "ja" | "pt" | "ar" | "el" | "id" | "vi";
                                        /** @default true */
                                        notify: boolean;
                                        /** @default true */
                                        popup: boolean;
                                    };
                                    expired: {
                                        /** @default true */
                                        notify: boolean;
                                    };
                                    reminder: {
                                        /** @default 30 */
                                        daysBefore: number;
                                        /** @default true */
                                        notify: boolean;
                                    };
                                };
                                loginHome: {
                                    /** @default true */
                                    alarmSoundEnabled: boolean;
                                    /** @default true */
                                    arrearageMeg: boolean;
                                    /** @default 7 */
                                    arrearageMegRemiadDay: number;
                                    /** @default true */
                                    backlog: boolean;
                                    /**
                                     * @default YYYY-DD-MM
                                     * @enum {string}
                                     */
                                    dateFormat: "YYYY-DD-MM" | "YYYY-MM-DD" | "DD/MM/YYYY" | "MM/DD/YYYY";
                                    /** @default 1000004 */
                                    loginHomeSelected: number;
                                    /**
                                     * @default km
                                     * @enum {string}
                                     */
                                    mileageUnit: "km" | "mile";
                                    /** @default true */
                                    notice: boolean;
                                    /**
                                     * @default km/h
                                     * @enum {string}
                                     */
                                    speedUnit: "km/h" | "mph";
                                    /**
                                     * @default HH:mm:ss
                                     * @enum {string}
                                     */
                                    timeFormat: "HH:mm:ss" | "HH:mm" | "hh:mm:ss A";
                                };
                                map: {
                                    /**
                                     * @default openStreet
                                     * @enum {string}
                                     */
                                    mapType: "googleStreet" | "googleAerial" | "googleSatellite" | "googleHybrid" | "openStreet" | "tiandiStreet" | "tiandiSatellite";
                                    /** @default true */
                                    showFences: boolean;
                                    /** @default true */
                                    showPois: boolean;
                                    /** @default false */
                                    showRuler: boolean;
                                };
                                menu: {
                                    /** @default [] */
                                    reportTags: {
                                        custom_id: string | number;
                                        /** @default  */
                                        end_time: string;
                                        /** @default 0 */
                                        front_day: number;
                                        /** @default  */
                                        front_time: string;
                                        /** @default  */
                                        icon_data: string;
                                        /** @default  */
                                        icon_text: string;
                                        name: string;
                                        /** @default  */
                                        report_type: string | number;
                                        /** @default true */
                                        shortcut: boolean;
                                        /** @default false */
                                        show_chart: boolean;
                                        /** @default true */
                                        show_detail: boolean;
                                        /** @default false */
                                        show_detail_sum: boolean;
                                        /** @default false */
                                        show_sum: boolean;
                                        /** @default false */
                                        show_sum_detail: boolean;
                                        /** @default  */
                                        start_time: string;
                                        /** @default  */
                                        time_type: string | number;
                                    }[];
                                    /** @default [] */
                                    tags: {
                                        name: string;
                                        /** @default false */
                                        selected: boolean;
                                        /** @default true */
                                        visible: boolean;
                                    }[];
                                };
                                realtime: {
                                    /**
                                     * @default [
                                     *       10,
                                     *       20,
                                     *       30,
                                     *       60
                                     *     ]
                                     */
                                    dataRefreshTimeList: (10 | 20 | 30 | 60)[];
                                    /** @default 20 */
                                    dataRefreshTimeSelected: 10 | 20 | 30 | 60;
                                    /** @default true */
                                    isCluster: boolean;
                                    /** @default false */
                                    isFollowMap: boolean;
                                    labelExtend: {
                                        /** @default false */
                                        gpsTime: boolean;
                                        /** @default true */
                                        speed: boolean;
                                    };
                                };
                                style: {
                                    /**
                                     * @default data
                                     * @enum {string}
                                     */
                                    listStyle: "data" | "bar" | "module";
                                    /** @default 20 */
                                    pageSize: 10 | 20 | 30 | 50;
                                    /** @default  */
                                    pageTitle: string;
                                };
                                video: {
                                    /**
                                     * @default 16:9
                                     * @enum {string}
                                     */
                                    aspectRatio: "16:9" | "4:3";
                                    /** @default 5 */
                                    idleCloseMinutes: 5 | 10 | 30 | 60 | 0;
                                    /** @default 0 */
                                    pushStreamType: 0 | 1;
                                };
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
    "/api/Setting/SaveSetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replaces one settings group of the caller with the given value; answers every group as GetSettings does. */
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
                        /** @enum {string} */
                        group: "menu";
                        value: {
                            /** @default [] */
                            reportTags?: {
                                custom_id: string | number;
                                /** @default  */
                                end_time?: string;
                                /** @default 0 */
                                front_day?: number;
                                /** @default  */
                                front_time?: string;
                                /** @default  */
                                icon_data?: string;
                                /** @default  */
                                icon_text?: string;
                                name: string;
                                /** @default  */
                                report_type?: string | number;
                                /** @default true */
                                shortcut?: boolean;
                                /** @default false */
                                show_chart?: boolean;
                                /** @default true */
                                show_detail?: boolean;
                                /** @default false */
                                show_detail_sum?: boolean;
                                /** @default false */
                                show_sum?: boolean;
                                /** @default false */
                                show_sum_detail?: boolean;
                                /** @default  */
                                start_time?: string;
                                /** @default  */
                                time_type?: string | number;
                            }[];
                            /** @default [] */
                            tags?: {
                                name: string;
                                /** @default false */
                                selected?: boolean;
                                /** @default true */
                                visible?: boolean;
                            }[];
                        };
                    } | {
                        /** @enum {string} */
                        group: "map";
                        value: {
                            /**
                             * @default openStreet
                             * @enum {string}
                             */
                            mapType?: "googleStreet" | "googleAerial" | "googleSatellite" | "googleHybrid" | "openStreet" | "tiandiStreet" | "tiandiSatellite";
                            /** @default true */
                            showFences?: boolean;
                            /** @default true */
                            showPois?: boolean;
                            /** @default false */
                            showRuler?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        group: "general";
                        value: {
                            /** @default {} */
                            fuel?: {
                                /** @default false */
                                enabled?: boolean;
                                /** @default 15 */
                                litresPer100Km?: number;
                                /** @default false */
                                ruleFirst?: boolean;
                                /** @default true */
                                sensorPriority?: boolean;
                            };
                            /**
                             * @default left
                             * @enum {string}
                             */
                            menuPosition?: "left" | "top";
                            /** @default {} */
                            onlinePlan?: {
                                /** @default false */
                                isOfflineWhenSleep?: boolean;
                                /** @default 15 */
                                offlineSpeedCondition?: number;
                                /** @default 15 */
                                offlineTimeCondition?: number;
                                /** @default 10 */
                                onlineTime?: number;
                                /**
                                 * @default lastReceipt
                                 * @enum {string}
                                 */
                                onlineType?: "connection" | "lastReceipt";
                                /** @default false */
                                positioningSpeedOffline?: boolean;
                            };
                            /** @default {} */
                            stopPlan?: {
                                /** @default true */
                                isEnable?: boolean;
                                /** @default 15 */
                                speed?: number;
                            };
                            /** @default #282F44 */
                            themeColor?: string;
                            /** @default {} */
                            tripPlan?: {
                                /** @default 500 */
                                minTripDistanceM?: number;
                                /** @default 2 */
                                minTripMinutes?: number;
                                /** @default 5 */
                                stopGapMinutes?: number;
                            };
                        };
                    } | {
                        /** @enum {string} */
                        group: "video";
                        value: {
                            /**
                             * @default 16:9
                             * @enum {string}
                             */
                            aspectRatio?: "16:9" | "4:3";
                            /** @default 5 */
                            idleCloseMinutes?: 5 | 10 | 30 | 60 | 0;
                            /** @default 0 */
                            pushStreamType?: 0 | 1;
                        };
                    } | {
                        /** @enum {string} */
                        group: "style";
                        value: {
                            /**
                             * @default data
                             * @enum {string}
                             */
                            listStyle?: "data" | "bar" | "module";
                            /** @default 20 */
                            pageSize?: 10 | 20 | 30 | 50;
                            /** @default  */
                            pageTitle?: string;
                        };
                    } | {
                        /** @enum {string} */
                        group: "bigScreenLock";
                        value: {
                            /** @default false */
                            enabled?: boolean;
                            /** @default 10 */
                            idleMinutes?: number;
                        };
                    } | {
                        /** @enum {string} */
                        group: "realtime";
                        value: {
                            /**
                             * @default [
                             *       10,
                             *       20,
                             *       30,
                             *       60
                             *     ]
                             */
                            dataRefreshTimeList?: (10 | 20 | 30 | 60)[];
                            /** @default 20 */
                            dataRefreshTimeSelected?: 10 | 20 | 30 | 60;
                            /** @default true */
                            isCluster?: boolean;
                            /** @default false */
                            isFollowMap?: boolean;
                            /** @default {} */
                            labelExtend?: {
                                /** @default false */
                                gpsTime?: boolean;
                                /** @default true */
                                speed?: boolean;
                            };
                        };
                    } | {
                        /** @enum {string} */
                        group: "handler";
                        value: {
                            /** @default {} */
                            alarm?: {
                                /**
                                 * @default en
                                 * @enum {string}
                                 */
                                language?: "zh" | "en" | "es" | "fr" | "th" | "ru" | "ja" | "pt" | "ar" | "el" | "id" | "vi";
                                /** @default true */
                                notify?: boolean;
                                /** @default true */
                                popup?: boolean;
                            };
                            /** @default {} */
                            expired?: {
                                /** @default true */
                                notify?: boolean;
                            };
                            /** @default {} */
                            reminder?: {
                                /** @default 30 */
                                daysBefore?: number;
                                /** @default true */
                                notify?: boolean;
                            };
                        };
                    } | {
                        /** @enum {string} */
                        group: "loginHome";
                        value: {
                            /** @default true */
                            alarmSoundEnabled?: boolean;
                            /** @default true */
                            arrearageMeg?: boolean;
                            /** @default 7 */
                            arrearageMegRemiadDay?: number;
                            /** @default true */
                            backlog?: boolean;
                            /**
                             * @default YYYY-DD-MM
                             * @enum {string}
                             */
                            dateFormat?: "YYYY-DD-MM" | "YYYY-MM-DD" | "DD/MM/YYYY" | "MM/DD/YYYY";
                            /** @default 1000004 */
                            loginHomeSelected?: number;
                            /**
                             * @default km
                             * @enum {string}
                             */
                            mileageUnit?: "km" | "mile";
                            /** @default true */
                            notice?: boolean;
                            /**
                             * @default km/h
                             * @enum {string}
                             */
                            speedUnit?: "km/h" | "mph";
                            /**
                             * @default HH:mm:ss
                             * @enum {string}
                             */
                            timeFormat?: "HH:mm:ss" | "HH:mm" | "hh:mm:ss A";
                        };
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
                                bigScreenLock: {
                                    /** @default false */
                                    enabled: boolean;
                                    /** @default 10 */
                                    idleMinutes: number;
                                };
                                general: {
                                    fuel: {
                                        /** @default false */
                                        enabled: boolean;
                                        /** @default 15 */
                                        litresPer100Km: number;
                                        /** @default false */
                                        ruleFirst: boolean;
                                        /** @default true */
                                        sensorPriority: boolean;
                                    };
                                    /**
                                     * @default left
                                     * @enum {string}
                                     */
                                    menuPosition: "left" | "top";
                                    onlinePlan: {
                                        /** @default false */
                                        isOfflineWhenSleep: boolean;
                                        /** @default 15 */
                                        offlineSpeedCondition: number;
                                        /** @default 15 */
                                        offlineTimeCondition: number;
                                        /** @default 10 */
                                        onlineTime: number;
                                        /**
                                         * @default lastReceipt
                                         * @enum {string}
                                         */
                                        onlineType: "connection" | "lastReceipt";
                                        /** @default false */
                                        positioningSpeedOffline: boolean;
                                    };
                                    stopPlan: {
                                        /** @default true */
                                        isEnable: boolean;
                                        /** @default 15 */
                                        speed: number;
                                    };
                                    /** @default #282F44 */
                                    themeColor: string;
                                    tripPlan: {
                                        /** @default 500 */
                                        minTripDistanceM: number;
                                        /** @default 2 */
                                        minTripMinutes: number;
                                        /** @default 5 */
                                        stopGapMinutes: number;
                                    };
                                };
                                handler: {
                                    alarm: {
                                        /**
                                         * @default en
                                         * @enum {string}
                                         */
                                        language: "zh" | "en" | "es" | "fr" | "th" | "ru" | "ja" | "pt" | "ar" | "el" | "id" | "vi";
                                        /** @default true */
                                        notify: boolean;
                                        /** @default true */
                                        popup: boolean;
                                    };
                                    expired: {
                                        /** @default true */
                                        notify: boolean;
                                    };
                                    reminder: {
                                        /** @default 30 */
                                        daysBefore: number;
                                        /** @default true */
                                        notify: boolean;
                                    };
                                };
                                loginHome: {
                                    /** @default true */
                                    alarmSoundEnabled: boolean;
                                    /** @default true */
                                    arrearageMeg: boolean;
                                    /** @default 7 */
                                    arrearageMegRemiadDay: number;
                                    /** @default true */
                                    backlog: boolean;
                                    /**
                                     * @default YYYY-DD-MM
                                     * @enum {string}
                                     */
                                    dateFormat: "YYYY-DD-MM" | "YYYY-MM-DD" | "DD/MM/YYYY" | "MM/DD/YYYY";
                                    /** @default 1000004 */
                                    loginHomeSelected: number;
                                    /**
                                     * @default km
                                     * @enum {string}
                                     */
                                    mileageUnit: "km" | "mile";
                                    /** @default true */
                                    notice: boolean;
                                    /**
                                     * @default km/h
                                     * @enum {string}
                                     */
                                    speedUnit: "km/h" | "mph";
                                    /**
                                     * @default HH:mm:ss
                                     * @enum {string}
                                     */
                                    timeFormat: "HH:mm:ss" | "HH:mm" | "hh:mm:ss A";
                                };
                                map: {
                                    /**
                                     * @default openStreet
                                     * @enum {string}
                                     */
                                    mapType: "googleStreet" | "googleAerial" | "googleSatellite" | "googleHybrid" | "openStreet" | "tiandiStreet" | "tiandiSatellite";
                                    /** @default true */
                                    showFences: boolean;
                                    /** @default true */
                                    showPois: boolean;
                                    /** @default false */
                                    showRuler: boolean;
                                };
                                menu: {
                                    /** @default [] */
                                    reportTags: {
                                        custom_id: string | number;
                                        /** @default  */
                                        end_time: string;
                                        /** @default 0 */
                                        front_day: number;
                                        /** @default  */
                                        front_time: string;
                                        /** @default  */
                                        icon_data: string;
                                        /** @default  */
                                        icon_text: string;
                                        name: string;
                                        /** @default  */
                                        report_type: string | number;
                                        /** @default true */
                                        shortcut: boolean;
                                        /** @default false */
                                        show_chart: boolean;
                                        /** @default true */
                                        show_detail: boolean;
                                        /** @default false */
                                        show_detail_sum: boolean;
                                        /** @default false */
                                        show_sum: boolean;
                                        /** @default false */
                                        show_sum_detail: boolean;
                                        /** @default  */
                                        start_time: string;
                                        /** @default  */
                                        time_type: string | number;
                                    }[];
                                    /** @default [] */
                                    tags: {
                                        name: string;
                                        /** @default false */
                                        selected: boolean;
                                        /** @default true */
                                        visible: boolean;
                                    }[];
                                };
                                realtime: {
                                    /**
                                     * @default [
                                     *       10,
                                     *       20,
                                     *       30,
                                     *       60
                                     *     ]
                                     */
                                    dataRefreshTimeList: (10 | 20 | 30 | 60)[];
                                    /** @default 20 */
                                    dataRefreshTimeSelected: 10 | 20 | 30 | 60;
                                    /** @default true */
                                    isCluster: boolean;
                                    /** @default false */
                                    isFollowMap: boolean;
                                    labelExtend: {
                                        /** @default false */
                                        gpsTime: boolean;
                                        /** @default true */
                                        speed: boolean;
                                    };
                                };
                                style: {
                                    /**
                                     * @default data
                                     * @enum {string}
                                     */
                                    listStyle: "data" | "bar" | "module";
                                    /** @default 20 */
                                    pageSize: 10 | 20 | 30 | 50;
                                    /** @default  */
                                    pageTitle: string;
                                };
                                video: {
                                    /**
                                     * @default 16:9
                                     * @enum {string}
                                     */
                                    aspectRatio: "16:9" | "4:3";
                                    /** @default 5 */
                                    idleCloseMinutes: 5 | 10 | 30 | 60 | 0;
                                    /** @default 0 */
                                    pushStreamType: 0 | 1;
                                };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Trip/ExportTrack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The track of a period as .xlsx, GPX 1.1 or KML 2.2; “empty data” when there is no point. */
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
                        /** @enum {string} */
                        format: "xlsx" | "gpx" | "kml";
                        imei: string;
                        minSpeed?: number;
                        /**
                         * @default time
                         * @enum {string}
                         */
                        mode?: "time" | "trip" | "speed";
                        /** Format: date-time */
                        startTime: string;
                    };
                };
            };
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
    "/api/Trip/GetTrack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Every located position of one device in a period, as index-aligned columns, for playback. mode time or speed: at most a week (speed keeps points at or above minSpeed); mode trip: at most a month. */
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
                        /**
                         * @default time
                         * @enum {string}
                         */
                        mode?: "time" | "trip" | "speed";
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
                                alarms: {
                                    alarmFlags: string;
                                    eventId: number;
                                    index: number;
                                }[];
                                baseTime: string;
                                course: number[];
                                imei: string;
                                lat: number[];
                                lng: number[];
                                name: string;
                                speed: number[];
                                t: number[];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Trip/GetTrackPacked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The track of Trip/GetTrack, same points and limits, as one application/octet-stream answer for the playback screen (a month of 10-second points is 4 MB instead of 13 MB of JSON). Little-endian: u32 header length H; H bytes of UTF-8 JSON {imei, name, baseTime, count, alarms}; zeros to a multiple of 4; then count × u32 t (ms after baseTime), i32 lat and i32 lng (millionths of a degree), u16 speed (tenths of km/h), u16 course (degrees). Errors answer the JSON envelope. */
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
                        /**
                         * @default time
                         * @enum {string}
                         */
                        mode?: "time" | "trip" | "speed";
                        /** Format: date-time */
                        startTime: string;
                    };
                };
            };
            responses: {
                /** @description The packed track */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
    "/api/Trip/ImportTrack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stores the timed track points of a GPX file as the history of a device (moving from another platform, a phone recording): they pass the position pipeline, so trips and stops follow. Answers how many points were stored. */
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
                        gpx: string;
                        imei: string;
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
                                stored: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/AddUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates a sub-account under the caller or under parentId (an account of the caller’s tree), at most five levels deep, expiring within the parent’s validity and holding at most the parent’s permissions. Answers the new id. */
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
                        activated?: boolean;
                        appCodes?: ("monitor" | "track" | "video" | "alarm" | "command" | "report" | "fence")[];
                        deviceLimit?: number | null;
                        email?: string;
                        /** Format: date-time */
                        expiry?: string;
                        menuCodes?: number[];
                        nickName: string;
                        parentId?: string;
                        password: string;
                        phone?: string;
                        reportCodes?: ("basic" | "speed" | "mileage" | "trip" | "stop" | "event" | "history" | "track" | "fence" | "areaInOut" | "sensor" | "fuel" | "obdFuel" | "temperatureHumidity" | "forwardReverse" | "tirePressure" | "alarm" | "ioAlarm" | "activeSafety" | "driver" | "vehicleCheck" | "identification" | "mail")[];
                        transferPassword?: string;
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
                                id: string;
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
    "/api/User/DeleteUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes a sub-account without live sub-accounts of its own: it can no longer log in, its sessions end, its devices are hidden until it is recovered. */
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
                        userId: string;
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
                            value: null;
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
    "/api/User/GetAnnouncement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The maintenance announcement shown before login: enable, title and content. Needs no token. */
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
                                content: string;
                                enable: boolean;
                                title: string;
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
    "/api/User/GetCreditLedger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every change of credit (who, when, how much, why) of one account of the caller’s tree, or of the whole tree; newest first. */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    userId?: string;
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
                                rows: {
                                    accountId: string;
                                    actorAccount: string;
                                    at: string;
                                    balanceAfter: number | null;
                                    counterpartyAccount: string | null;
                                    deltaDays: number;
                                    deviceImei: string | null;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "gps" | "dvr";
                                    note: string;
                                    /** @enum {string} */
                                    reason: "transferIn" | "transferOut" | "deviceAdd" | "deviceRenew" | "purgeReturn";
                                    userAccount: string;
                                }[];
                                total: number;
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
        /** @description The caller’s session user info: account, menu codes, sub-accounts and devices (with trackers=count, only how many devices). */
        get: {
            parameters: {
                query?: {
                    trackers?: "all" | "count";
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
                                trackerCount: number;
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
    "/api/User/GetSubUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller and every account below it, parents first, with credit, limits and permissions; deleted accounts too with includeDeleted. */
        get: {
            parameters: {
                query?: {
                    includeDeleted?: "0" | "1" | "true" | "false";
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
                                activated: boolean;
                                appCodes: string[];
                                createdAt: string;
                                deleted: boolean;
                                deletedAt: string | null;
                                deviceCount: number;
                                deviceLimit: number | null;
                                dvrCreditDays: number | null;
                                email: string;
                                expiry: string | null;
                                gpsCreditDays: number | null;
                                hasTransferPassword: boolean;
                                id: string;
                                level: number;
                                menuCodes: number[];
                                nickName: string;
                                parentId: string | null;
                                phone: string;
                                reportCodes: string[];
                                userAccount: string;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/GetUserAlarmType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The alarm types the caller receives (SPEC.md §7). */
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
                            value: string[];
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
    "/api/User/GetUserDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One account of the caller’s tree (default the caller). */
        get: {
            parameters: {
                query?: {
                    userId?: string;
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
                                activated: boolean;
                                appCodes: string[];
                                createdAt: string;
                                deleted: boolean;
                                deletedAt: string | null;
                                deviceCount: number;
                                deviceLimit: number | null;
                                dvrCreditDays: number | null;
                                email: string;
                                expiry: string | null;
                                gpsCreditDays: number | null;
                                hasTransferPassword: boolean;
                                id: string;
                                level: number;
                                menuCodes: number[];
                                nickName: string;
                                parentId: string | null;
                                phone: string;
                                reportCodes: string[];
                                userAccount: string;
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
    "/api/User/GetUserPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Menu, report, app and vehicle permissions of a sub-account, and what its parent holds to give. */
        get: {
            parameters: {
                query: {
                    userId: string;
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
                                appCodes: string[];
                                available: {
                                    appCodes: string[];
                                    devices: {
                                        id: string;
                                        imei: string;
                                        name: string;
                                    }[];
                                    menuCodes: number[];
                                    reportCodes: string[];
                                };
                                deviceIds: string[];
                                menuCodes: number[];
                                reportCodes: string[];
                                userId: string;
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
    "/api/User/PurgeUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes a deleted sub-account completely. Its devices and remaining credit go to its parent. */
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
                        userId: string;
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
                            value: null;
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
    "/api/User/RecoverUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Recovers a deleted sub-account. */
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
                        userId: string;
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
                            value: null;
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
    "/api/User/SaveAnnouncement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replaces the maintenance announcement. Needs the announcement menu code (100090606) and its groups. */
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
                        /** @default  */
                        content?: string;
                        enable: boolean;
                        /** @default  */
                        title?: string;
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
                                content: string;
                                enable: boolean;
                                title: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/SetTransferPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets the caller’s transfer password, which guards credit transfers; confirmed with the login password. */
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
                        password: string;
                        transferPassword: string;
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
                            value: null;
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
    "/api/User/UpdateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Edits an account: the caller’s own nickname, phone, e-mail and language, or, for a sub-account, also its expiry (within its parent’s; sub-accounts below follow), activation and device limit. */
        get: {
            parameters: {
                query?: {
                    activated?: "0" | "1" | "true" | "false";
                    deviceLimit?: string;
                    email?: string;
                    expiry?: string | "";
                    language?: string;
                    nickName?: string;
                    phone?: string;
                    userId?: string;
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
                                activated: boolean;
                                appCodes: string[];
                                createdAt: string;
                                deleted: boolean;
                                deletedAt: string | null;
                                deviceCount: number;
                                deviceLimit: number | null;
                                dvrCreditDays: number | null;
                                email: string;
                                expiry: string | null;
                                gpsCreditDays: number | null;
                                hasTransferPassword: boolean;
                                id: string;
                                level: number;
                                menuCodes: number[];
                                nickName: string;
                                parentId: string | null;
                                phone: string;
                                reportCodes: string[];
                                userAccount: string;
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/UpdateUserCredit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Moves device-days of GPS or DVR credit from the parent of userId to userId. The caller is that parent or above it and gives its transfer password. Credit is never created and never goes negative. */
        post: {
            parameters: {
                query: {
                    days: number;
                    kind: "gps" | "dvr";
                    note?: string;
                    transferPassword: string;
                    userId: string;
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
                                activated: boolean;
                                appCodes: string[];
                                createdAt: string;
                                deleted: boolean;
                                deletedAt: string | null;
                                deviceCount: number;
                                deviceLimit: number | null;
                                dvrCreditDays: number | null;
                                email: string;
                                expiry: string | null;
                                gpsCreditDays: number | null;
                                hasTransferPassword: boolean;
                                id: string;
                                level: number;
                                menuCodes: number[];
                                nickName: string;
                                parentId: string | null;
                                phone: string;
                                reportCodes: string[];
                                userAccount: string;
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
    "/api/User/UpdateUserPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Changes a password: the caller’s own (oldPassword is the current one) or a sub-account’s (oldPassword is the caller’s). The account’s other sessions end. */
        get: {
            parameters: {
                query: {
                    newPassword: string;
                    oldPassword: string;
                    userId?: string;
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
                            value: null;
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/UpdateUserPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets a sub-account’s menu, report and app permissions (within its parent’s; its own sub-accounts lose what it loses) and vehicle permissions (devices of the caller’s tree). */
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
                        appCodes?: ("monitor" | "track" | "video" | "alarm" | "command" | "report" | "fence")[];
                        deviceIds?: string[];
                        menuCodes?: number[];
                        reportCodes?: ("basic" | "speed" | "mileage" | "trip" | "stop" | "event" | "history" | "track" | "fence" | "areaInOut" | "sensor" | "fuel" | "obdFuel" | "temperatureHumidity" | "forwardReverse" | "tirePressure" | "alarm" | "ioAlarm" | "activeSafety" | "driver" | "vehicleCheck" | "identification" | "mail")[];
                        userId: string;
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
                            value: null;
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
    "/api/Video/CreateUploadTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a recording: to the FTP server by the recorder (0x9206), or to the server
         * @description Creates a task that is to be uploaded, then in progress, then completed or incomplete (SPEC.md §4). An incomplete task is retried once automatically, then waits for a manual retry.
         */
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
                        /** @default 0 */
                        avType?: number;
                        channel: number;
                        /** Format: date-time */
                        endTime: string;
                        imei: string;
                        /** Format: date-time */
                        startTime: string;
                        /** @default 0 */
                        storageType?: number;
                        /** @default 0 */
                        streamType?: number;
                        /** @enum {string} */
                        target: "ftp" | "cloud";
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
                                attempts: number;
                                channel: number;
                                createdAt: string;
                                deviceName: string;
                                endTime: string;
                                error: string | null;
                                id: string;
                                imei: string;
                                recordingId: string | null;
                                remotePath: string | null;
                                retryMode: ("automatic" | "manual") | null;
                                startTime: string;
                                /** @enum {string} */
                                status: "pending" | "inProgress" | "completed" | "incomplete";
                                /** @enum {string} */
                                target: "ftp" | "cloud";
                                updatedAt: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/ExportRecordList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The playback result list as an .xlsx file */
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
                        files: {
                            alarm: number;
                            avType: number;
                            channel: number;
                            endTime: string;
                            id?: string;
                            /** @enum {string} */
                            location: "device" | "server";
                            size: number;
                            startTime: string;
                            storageType: number;
                            streamType: number;
                            videoAlarm: number;
                        }[];
                        imei: string;
                    };
                };
            };
            responses: {
                /** @description The .xlsx file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
    "/api/Video/GetUploadTasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload tasks, newest first: a device's, or those the caller asked for */
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
                        imei?: string;
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
                                attempts: number;
                                channel: number;
                                createdAt: string;
                                deviceName: string;
                                endTime: string;
                                error: string | null;
                                id: string;
                                imei: string;
                                recordingId: string | null;
                                remotePath: string | null;
                                retryMode: ("automatic" | "manual") | null;
                                startTime: string;
                                /** @enum {string} */
                                status: "pending" | "inProgress" | "completed" | "incomplete";
                                /** @enum {string} */
                                target: "ftp" | "cloud";
                                updatedAt: string;
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
    "/api/Video/Intercom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Intercom or listen-in with a recorder: its state, or the conversation over WebSocket
         * @description Upgraded to a WebSocket, opens two-way talk (0x9101 data type 2) or listen-in (data type 3). The browser sends G.711 A-law, 8 kHz, in binary messages (320 bytes = 40 ms); the server sends the recorder audio as 16-bit little-endian PCM at 8 kHz in binary messages, and { state, reason } in text messages: requesting, connected, inConversation (talking, or listening for listen-in), closed. The last browser to leave closes the session with 0x9102. Without the upgrade, answers the state of the session.
         */
        get: {
            parameters: {
                query: {
                    channel?: number;
                    imei: string;
                    mode?: "talk" | "listen";
                    token?: string;
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
                                listeners: number;
                                payloadType: number | null;
                                /** @enum {string} */
                                state: "requesting" | "connected" | "inConversation" | "closed";
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
    "/api/Video/Live.flv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live video of one channel as FLV (H.264, AAC), over HTTP or WebSocket
         * @description Sends 0x9101 to the recorder when the channel is not streaming yet. The same path upgraded to a WebSocket carries the same FLV bytes in binary messages. Players pass the session token as ?token=.
         */
        get: {
            parameters: {
                query: {
                    audio?: number;
                    channel: number;
                    imei: string;
                    streamType?: number;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
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
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
                        };
                    };
                };
                /** @description Default Response */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
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
    "/api/Video/LiveStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recorder's open channels: viewers, frames, and why one cannot be shown */
        get: {
            parameters: {
                query: {
                    imei: string;
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
                                channels: {
                                    channel: number;
                                    problem: string | null;
                                    silentMs: number | null;
                                    videoFrames: number;
                                    viewers: number;
                                }[];
                                online: boolean;
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
    "/api/Video/Playback.flv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recording played from the recorder (0x9201), as HTTP-FLV */
        get: {
            parameters: {
                query: {
                    audio?: number;
                    channel: number;
                    endTime?: string;
                    imei: string;
                    startTime: string;
                    storageType?: number;
                    streamType?: number;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
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
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
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
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
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
    "/api/Video/PlaybackControl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause, resume, stop, fast-forward or seek a recording being played (0x9202) */
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
                        /** @enum {string} */
                        action: "resume" | "pause" | "stop" | "fastForward" | "seek";
                        channel: number;
                        imei: string;
                        /** Format: date-time */
                        seekTo?: string;
                        speed?: number;
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
                            value: null;
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
    "/api/Video/PlaybackDownload.mp4": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A recording from the recorder (0x9201) as an MP4 file
         * @description The recording between startTime and endTime (at most 3600 s) is played from the recorder and copied into MP4 without re-encoding. Needs ffmpeg on the server.
         */
        get: {
            parameters: {
                query: {
                    audio?: number;
                    channel: number;
                    endTime: string;
                    imei: string;
                    startTime: string;
                    storageType?: number;
                    streamType?: number;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The .mp4 file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
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
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
                        };
                    };
                };
                /** @description Default Response */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
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
    "/api/Video/QueryResources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recordings on the recorder (0x9205) or on the server matching the filters */
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
                        /** @default 0 */
                        alarm?: number;
                        /** @default 0 */
                        avType?: number;
                        channel: number;
                        /** Format: date-time */
                        endTime: string;
                        imei: string;
                        /**
                         * @default device
                         * @enum {string}
                         */
                        location?: "device" | "server";
                        /** Format: date-time */
                        startTime: string;
                        /** @default 0 */
                        storageType?: number;
                        /** @default 0 */
                        streamType?: number;
                        /** @default 0 */
                        videoAlarm?: number;
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
                                alarm: number;
                                avType: number;
                                channel: number;
                                endTime: string;
                                id?: string;
                                /** @enum {string} */
                                location: "device" | "server";
                                size: number;
                                startTime: string;
                                storageType: number;
                                streamType: number;
                                videoAlarm: number;
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
    "/api/Video/RetryUploadTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry an incomplete upload task by hand */
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
                        id: number;
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
                                attempts: number;
                                channel: number;
                                createdAt: string;
                                deviceName: string;
                                endTime: string;
                                error: string | null;
                                id: string;
                                imei: string;
                                recordingId: string | null;
                                remotePath: string | null;
                                retryMode: ("automatic" | "manual") | null;
                                startTime: string;
                                /** @enum {string} */
                                status: "pending" | "inProgress" | "completed" | "incomplete";
                                /** @enum {string} */
                                target: "ftp" | "cloud";
                                updatedAt: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/ServerRecording.flv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recording kept on the server, as an FLV file (H.264, AAC) */
        get: {
            parameters: {
                query: {
                    id: number;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The .flv file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
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
    "/api/Video/ServerRecording.mp4": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recording kept on the server, as an MP4 file (needs ffmpeg) */
        get: {
            parameters: {
                query: {
                    id: number;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The .mp4 file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
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
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
                        };
                    };
                };
                /** @description Default Response */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code?: number | string;
                            message?: string;
                            state: number;
                            value: unknown;
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
    "/api/Video/ServerRecordingChannels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device's channels that the server records */
        get: {
            parameters: {
                query: {
                    imei: string;
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
                                channels: number[];
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
    "/api/Video/SetServerRecording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn server-side recording of a channel on or off
         * @description A recorded channel is kept streaming and written to disk in segments (RECORD_SEGMENT_SECONDS), kept for RECORD_KEEP_HOURS and within RECORD_MAX_MB.
         */
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
                        channel: number;
                        enabled: boolean;
                        imei: string;
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
                                channels: number[];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook/Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a webhook. Each alarm is posted as JSON with x-convoy-timestamp and x-convoy-signature: sha256=HMAC-SHA256(secret, "<timestamp>.<body>"), retried with back-off. */
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
                        /** @default true */
                        enabled?: boolean;
                        secret?: string;
                        /** @default [] */
                        types?: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
                        /** Format: uri */
                        url: string;
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
                            value: null;
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
    "/api/Webhook/Edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes one of the caller’s webhooks. */
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
                        /** @default true */
                        enabled?: boolean;
                        id: string;
                        secret?: string;
                        /** @default [] */
                        types?: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
                        /** Format: uri */
                        url?: string;
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
                            value: null;
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
    "/api/Webhook/GetDeliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The delivery log of the caller’s webhooks, newest first. */
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
                        webhookId?: string;
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
                                alarmId: string;
                                at: string;
                                attempt: number;
                                error: string;
                                id: string;
                                ok: boolean;
                                statusCode: number | null;
                                webhookId: string;
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
    "/api/Webhook/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The caller’s webhooks, with their signing secrets. */
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
                            value: {
                                createdAt: string;
                                enabled: boolean;
                                id: string;
                                secret: string;
                                types: ("sos" | "overspeed" | "fatigue" | "dangerWarning" | "gnssFault" | "gnssAntennaOpen" | "gnssAntennaShort" | "powerLow" | "powerCut" | "lcdFault" | "ttsFault" | "cameraFault" | "icCardFault" | "overspeedWarning" | "fatigueWarning" | "illegalDriving" | "tyrePressure" | "blindZone" | "dailyDrivingExceeded" | "overtimeParking" | "areaInOut" | "routeInOut" | "routeTime" | "routeDeviation" | "vssFault" | "fuelAbnormal" | "stolen" | "illegalIgnition" | "illegalDisplacement" | "collision" | "rollover" | "illegalDoorOpen" | "videoSignalLost" | "videoBlocked" | "storageFault" | "videoDeviceFault" | "busOvercrowded" | "abnormalDriving" | "recordingThreshold" | "platformOverspeed" | "fenceIn" | "fenceOut" | "offlineTooLong" | "platformLowPower" | "platformFatigue" | "parkingTooLong")[];
                                url: string;
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
    "/api/Webhook/Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Removes one of the caller’s webhooks. */
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
                        id: string;
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
                            value: null;
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
