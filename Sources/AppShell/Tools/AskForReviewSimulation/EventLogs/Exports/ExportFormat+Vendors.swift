extension ExportFormat {
    /// Firebase (Google Analytics 4) as its BigQuery export writes each event, exported as JSON
    /// lines: the install's `user_pseudo_id` (by account: `user_id`, else `user_pseudo_id`); `event_timestamp` in microseconds since 1970 (a
    /// number, or the string BigQuery writes a 64-bit integer as); `event_name`; `app_info.version`;
    /// the user's first open, `user_first_touch_timestamp`, in the same form (see
    /// ``LoggedEvent/installBeforeLog``).
    /// `session_start` is a launch, `first_open` the install, `app_exception` a bad experience; the
    /// events of the system, of notifications no user opened and of engagement reports (`app_remove`,
    /// `app_clear_data`, `os_update`, `notification_receive`, `notification_dismiss`,
    /// `user_engagement`, `firebase_campaign`) are dropped.
    public static let firebase = ExportFormat(
        name: "firebase", users: [["user_pseudo_id"]], accounts: [["user_id"], ["user_pseudo_id"]],
        time: ["event_timestamp"],
        timeForm: .microseconds, event: ["event_name"], versions: [["app_info", "version"]],
        installTime: ["user_first_touch_timestamp"], platform: [["platform"]], app: ["app_info", "id"],
        meanings: [
            "session_start": .launch, "first_open": .install, "app_exception": .bad, "app_remove": .drop,
            "app_clear_data": .drop, "os_update": .drop, "notification_receive": .drop, "notification_dismiss": .drop,
            "user_engagement": .drop, "firebase_campaign": .drop,
        ])

    /// Amplitude's export, one event a line: the install's `device_id` (by account: `user_id`, else
    /// `device_id`); `event_time` in UTC, written `2024-05-01 10:00:00.123000` (or in ISO 8601 with an
    /// offset, as a warehouse writes it back); `event_type`; `version_name`; the time Amplitude first saw the
    /// user, `user_creation_time`, in the same form (see ``LoggedEvent/installBeforeLog``). `session_start` and
    /// `[Amplitude] Start Session` are launches, `[Amplitude] Application Installed` the install;
    /// `session_end`, `[Amplitude] End Session`, `[Amplitude] Application Backgrounded`, `$identify` and
    /// `$groupidentify` (changes of user properties) are dropped.
    public static let amplitude = ExportFormat(
        name: "amplitude", users: [["device_id"]], accounts: [["user_id"], ["device_id"]], time: ["event_time"],
        timeForm: .utcText,
        event: ["event_type"], versions: [["version_name"]], installTime: ["user_creation_time"],
        platform: [["platform"]], eventIDs: [["$insert_id"], ["insert_id"]],
        meanings: [
            "session_start": .launch, "[Amplitude] Start Session": .launch,
            "[Amplitude] Application Installed": .install, "session_end": .drop, "[Amplitude] End Session": .drop,
            "[Amplitude] Application Backgrounded": .drop, "$identify": .drop, "$groupidentify": .drop,
        ])

    /// Mixpanel's raw event export: the install's `properties.$device_id`, else
    /// `properties.distinct_id` (by account: `properties.$user_id`, else `properties.distinct_id`); `properties.time` in seconds since 1970
    /// (in UTC for projects made since 2023; an older project's export is in its time zone);
    /// `event`; `properties.$app_version_string`. `$ae_session`, logged at a session's end with its
    /// length in `properties.$ae_session_length`, is a launch at the session's start, `$ae_first_open` the
    /// install, `$ae_crashed` a bad experience; `$identify`, `$create_alias` and `$merge` are dropped.
    /// The platform is `properties.$os`; a line mixpanel-js wrote (`properties.mp_lib` `web`) is the
    /// web's, whatever system it names. `properties.$insert_id` tells a duplicate.
    public static let mixpanel = ExportFormat(
        name: "mixpanel", users: [["properties", "$device_id"], ["properties", "distinct_id"]],
        accounts: [["properties", "$user_id"], ["properties", "distinct_id"]], time: ["properties", "time"],
        timeForm: .seconds,
        event: ["event"], versions: [["properties", "$app_version_string"]], platform: [["properties", "$os"]],
        library: [["properties", "mp_lib"]], webLibraries: ["web"],
        sessionLength: ["properties", "$ae_session_length"], eventIDs: [["properties", "$insert_id"]],
        meanings: [
            "$ae_session": .sessionEnd, "$ae_first_open": .install, "$ae_crashed": .bad, "$identify": .drop,
            "$create_alias": .drop, "$merge": .drop,
        ])

    /// Segment's (and RudderStack's) track events: the install's `anonymousId` (by account: `userId`,
    /// else `anonymousId`); `timestamp` in ISO
    /// 8601; `event`; `context.app.version`. Only lines whose `type` is `track` are events (an
    /// identify, screen or page call is dropped). `Application Opened` is a launch,
    /// `Application Installed` the install, `Application Crashed` a bad experience; `Application
    /// Backgrounded` and `Application Uninstalled` are dropped. A line without `type` (a warehouse's
    /// `tracks` table) is a track. The platform is `context.os.name`; a line analytics.js wrote
    /// (`context.library.name`) is the web's. `messageId` tells a duplicate.
    public static let segment = ExportFormat(
        name: "segment", users: [["anonymousId"]], accounts: [["userId"], ["anonymousId"]], time: ["timestamp"],
        timeForm: .iso8601,
        event: ["event"], versions: [["context", "app", "version"]], only: Requirement(path: ["type"], value: "track"),
        platform: [["context", "os", "name"]], library: [["context", "library", "name"]],
        webLibraries: ["analytics.js"], app: ["context", "app", "namespace"], eventIDs: [["messageId"]],
        meanings: [
            "Application Opened": .launch, "Application Installed": .install, "Application Backgrounded": .drop,
            "Application Uninstalled": .drop, "Application Crashed": .bad,
        ])

    /// PostHog's event export: the install's `properties.$device_id`, else `distinct_id` (by account:
    /// `distinct_id`); `timestamp` in UTC, ISO 8601 or without a zone as its batch exports write it
    /// (`properties` may be a string of JSON there, and is read as the object); `event`;
    /// `properties.$app_version`. `Application Opened` is a launch, `Application Installed` the
    /// install; `Application Backgrounded`, `$identify`, `$set`, `$groupidentify` and
    /// `$feature_flag_called` are dropped. The platform is `properties.$os_name` (the mobile SDKs'),
    /// else `properties.$os` (posthog-js's); a line posthog-js wrote (`properties.$lib` `web`) is the
    /// web's. `uuid` tells a duplicate.
    public static let posthog = ExportFormat(
        name: "posthog", users: [["properties", "$device_id"], ["distinct_id"]], accounts: [["distinct_id"]],
        time: ["timestamp"], timeForm: .utcText, event: ["event"],
        versions: [["properties", "$app_version"]], platform: [["properties", "$os_name"], ["properties", "$os"]],
        library: [["properties", "$lib"]], webLibraries: ["web"], app: ["properties", "$app_namespace"],
        eventIDs: [["uuid"]],
        meanings: [
            "Application Opened": .launch, "Application Installed": .install, "Application Backgrounded": .drop,
            "$identify": .drop, "$set": .drop, "$groupidentify": .drop, "$feature_flag_called": .drop,
        ])

    /// The built-in vendors' formats, by name.
    public static let vendors: [ExportFormat] = [.firebase, .amplitude, .mixpanel, .segment, .posthog]
}
