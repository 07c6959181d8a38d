import AskForReviewDomain
import AskForReviewSimulation
import Foundation
import Testing

/// Each vendor's platform read as its official SDKs write it (the reference's table cites each SDK's
/// source): an iOS app's lines kept whatever name of Apple's system the SDK wrote, an Android app's
/// and a web page's left out, counted.
@Suite("The platform each vendor's SDKs really write")
struct VendorPlatformTests {
    /// One user's launch then completed process, each as `row(name, seconds)` writes it.
    static func lines(_ row: (String, Int) -> String, launch: String) -> [String] {
        [row(launch, 0), row("done", 60)]
    }

    /// What a replay of `users` (each one's lines) under an `every` policy keeps and leaves out.
    static func replay(_ users: [[String]], format: ExportFormat) throws -> PolicyOutcome {
        let policy = ReviewPolicy(name: "every", conditions: [], moments: [.processCompleted], systemQuota: nil)
        let mapped = try ExportFormat(
            mapping: Data(#"{"format": "\#(format.name)", "completed": ["done"]}"#.utf8))
        return try VendorExportTests.replay(
            users.flatMap { $0 }.map { $0 + "\n" }.joined(), format: mapped, policies: [policy])[0]
    }

    @Test("PostHog: the mobile SDKs' $os_name (posthog-ios, posthog-android), posthog-js's $os and $lib web")
    func posthog() throws {
        func user(_ id: String, _ properties: String) -> [String] {
            Self.lines(
                { name, seconds in
                    #"{"event":"\#(name)","distinct_id":"\#(id)","timestamp":"2026-03-01T10:0\#(seconds / 60):00Z","uuid":"\#(id)-\#(seconds)","properties":{\#(properties)}}"#
                }, launch: "Application Opened")
        }
        let outcome = try Self.replay(
            [
                user(
                    "ios", #""$os_name":"iOS","$lib":"posthog-ios","$app_version":"1.0","$app_namespace":"com.example""#
                ),
                user("ipad", #""$os_name":"iPadOS","$lib":"posthog-ios""#),
                user("android", #""$os_name":"Android","$lib":"posthog-android","$app_namespace":"com.example""#),
                user("safari", #""$os":"iOS","$lib":"web","$browser":"Mobile Safari""#),
            ], format: .posthog)
        #expect(outcome.users == 2, "the iPhone and the iPad app")
        #expect(outcome.usersLeftOutBy == ["platform Android": 1, "platform web (web)": 1])
    }

    @Test(
        "Mixpanel: $os as mixpanel-swift and mixpanel-android write it; mixpanel-js's lines (mp_lib web) are the web's, iOS or Mac OS X"
    )
    func mixpanel() throws {
        func user(_ id: String, _ properties: String) -> [String] {
            Self.lines(
                { name, seconds in
                    #"{"event":"\#(name)","properties":{"distinct_id":"\#(id)","time":\#(1_772_359_200 + seconds),"$insert_id":"\#(id)\#(seconds)",\#(properties)}}"#
                }, launch: "$ae_session")
        }
        let outcome = try Self.replay(
            [
                user("swift", #""$os":"iOS","mp_lib":"swift","$app_version_string":"1.0""#),
                user("objc", #""$os":"iPhone OS","mp_lib":"iphone""#),
                user("mac", #""$os":"macOS","mp_lib":"swift""#),
                user("android", #""$os":"Android","mp_lib":"android""#),
                user("web-iphone", #""$os":"iOS","mp_lib":"web""#),
                user("web-mac", #""$os":"Mac OS X","mp_lib":"web""#),
            ], format: .mixpanel)
        #expect(outcome.users == 3)
        #expect(outcome.usersLeftOutBy == ["platform Android": 1, "platform web (web)": 2])
    }

    @Test(
        "Segment: context.os.name as analytics-ios 2 to 4 (iPhone OS, iOS, a Mac's version string), analytics-swift and analytics-kotlin write it; analytics.js names no system"
    )
    func segment() throws {
        func user(_ id: String, _ context: String) -> [String] {
            Self.lines(
                { name, seconds in
                    #"{"type":"track","event":"\#(name)","anonymousId":"\#(id)","messageId":"\#(id)\#(seconds)","timestamp":"2026-03-01T10:0\#(seconds / 60):00.000Z","context":{\#(context)}}"#
                }, launch: "Application Opened")
        }
        let outcome = try Self.replay(
            [
                user(
                    "ios2",
                    #""os":{"name":"iPhone OS","version":"9.3"},"library":{"name":"analytics-ios","version":"2.0.17"}"#),
                user(
                    "ios4", #""os":{"name":"iOS"},"library":{"name":"analytics-ios"},"app":{"namespace":"com.example"}"#
                ),
                user("mac4", #""os":{"name":"Version 12.5.1 (Build 21G83)"},"library":{"name":"analytics-ios"}"#),
                user("swift", #""os":{"name":"iPadOS"},"library":{"name":"analytics-swift"}"#),
                user("kotlin", #""os":{"name":"Android"},"library":{"name":"analytics-kotlin"}"#),
                user("web", #""library":{"name":"analytics.js","version":"next-1.70.0"},"userAgent":"Mozilla/5.0""#),
            ], format: .segment)
        #expect(outcome.users == 4)
        #expect(outcome.usersLeftOutBy == ["platform Android": 1, "platform web (analytics.js)": 1])
    }

    @Test("Amplitude and Firebase: the platform field as their SDKs and export write it")
    func amplitudeAndFirebase() throws {
        func amplitude(_ id: String, _ platform: String) -> [String] {
            Self.lines(
                { name, seconds in
                    #"{"device_id":"\#(id)","event_time":"2026-03-01 10:0\#(seconds / 60):00.000000","event_type":"\#(name)","platform":"\#(platform)","insert_id":"\#(id)\#(seconds)"}"#
                }, launch: "session_start")
        }
        let amplitudeOutcome = try Self.replay(
            [amplitude("a", "iOS"), amplitude("b", "Android"), amplitude("c", "Web"), amplitude("d", "macOS")],
            format: .amplitude)
        #expect(amplitudeOutcome.users == 2)
        #expect(amplitudeOutcome.usersLeftOutBy == ["platform Android": 1, "platform Web": 1])
        func firebase(_ id: String, _ platform: String) -> [String] {
            Self.lines(
                { name, seconds in
                    #"{"event_timestamp":\#((1_772_359_200 + seconds) * 1_000_000),"event_name":"\#(name)","user_pseudo_id":"\#(id)","platform":"\#(platform)"}"#
                }, launch: "session_start")
        }
        let firebaseOutcome = try Self.replay(
            [firebase("a", "IOS"), firebase("b", "ANDROID"), firebase("c", "WEB")], format: .firebase)
        #expect(firebaseOutcome.users == 1)
        #expect(firebaseOutcome.usersLeftOutBy == ["platform ANDROID": 1, "platform WEB": 1])
    }
}
