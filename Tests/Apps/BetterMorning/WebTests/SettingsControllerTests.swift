import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport

/// Settings: the daily reminder and resetting all data.
@Suite struct SettingsControllerTests {
    @Test func settingsNotificationsAndReset() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        try await h.test { client async throws in
            #expect(try await client.get("/better-morning/settings").body.contains("aria-checked=\"true\""))
            #expect(try await client.post("/better-morning/settings/notifications", "enabled=off").location == "/better-morning/settings?notice=notifications-off")
            #expect(try h.harness.planned().isEmpty)
            #expect(try await client.get("/better-morning/settings").body.contains("aria-checked=\"false\""))
            #expect(try await client.post("/better-morning/settings/notifications", "enabled=on").status == .seeOther)
            #expect(try h.harness.planned().count == 1)
            #expect(try await client.get("/better-morning/settings/reset").body.contains("Reset all data?"))
            #expect(try await client.post("/better-morning/settings/reset").location == "/better-morning/")
            #expect(try await client.get("/better-morning/").location == "/better-morning/onboarding")
            #expect(try h.app.routineList().isEmpty)
        }
    }
}
