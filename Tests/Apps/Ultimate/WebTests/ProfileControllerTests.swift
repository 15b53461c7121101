import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
@testable import UltimateWeb
import VipsImaging
import WebSupport

/// Details in the profile's units, units and appearance, reminders, the export and the reset.
@Suite struct ProfileControllerTests {
    let root = "/ultimate"

    @Test func theProfileKeepsDetailsInItsUnitsExportsAndResets() async throws {
        let h = try WebHarness()
        try h.app.start(template: "75-hard")
        try h.app.changeProfile { $0.units = .imperial; $0.hasCompletedOnboarding = true }
        try await h.test { client in
            #expect(try await client.post(root + "/profile/details", "name=Sam&height=180&weight=176.4").location == root + "/profile?notice=saved")
            #expect(abs((try h.app.profile().weightKg ?? 0) - 80.01) < 0.01)
            let page = try await client.get(root + "/profile").body
            #expect(page.contains("Weight (lb)") && page.contains("value=\"176.4\"") && page.contains("href=\"/ultimate/design\""))
            let refused: [(String, String, String)] = [
                ("/profile/details", "height=2", "A height is 50 to 272 cm."),
                ("/profile/details", "weight=heavy", "“heavy” is not a number."),
                ("/profile/notifications", "strategy=loud&quietStart=22:00&quietEnd=07:00", "“loud” is not a way to remind"),
                ("/profile/notifications", "strategy=fixed&quietStart=late&quietEnd=07:00", "“late” is not a time like 22:00."),
            ]
            for (path, form, message) in refused {
                let response = try await client.post(root + path, form)
                #expect(response.status == .badRequest && response.body.contains(message), "\(form): \(response.body.prefix(200))")
            }
            #expect(try h.app.profile().name == "Sam")
            let export = try await client.execute(uri: root + "/profile/export", method: .get) { $0 }
            #expect(export.status == .ok && export.headers[.contentType] == "application/zip")
            #expect(export.headers[.contentDisposition] == "attachment; filename=\"ultimate-2026-11-22.zip\"")
            let zip = Data(buffer: export.body)
            #expect(zip.prefix(2) == Data("PK".utf8) && zip.range(of: Data("ultimate.json".utf8)) != nil)
            #expect(try await client.get(root + "/profile/reset").body.contains("Reset all data?"))
            #expect(try await client.post(root + "/profile/reset").location == root + "/welcome")
            #expect(try h.app.challengeList().isEmpty && !(try h.app.profile().hasCompletedOnboarding))
            let design = try await client.get(root + "/design").body
            #expect(design.contains("--primary #5E17EB") && design.contains("Extra large title") && design.contains("xxl · 48 pt"))
        }
    }

    /// Issue 22, defect 11: the export answered without `Cache-Control`, so a browser or proxy could keep the person's data.
    @Test func theExportIsNeverKeptByACache() async throws {
        let h = try WebHarness()
        try h.app.completeOnboarding()
        try await h.test { client in
            let export = try await client.execute(uri: root + "/profile/export", method: .get) { $0 }
            #expect(export.status == .ok && export.headers[.cacheControl] == "no-store")
            #expect(export.headers[.contentDisposition] == "attachment; filename=\"ultimate-2026-11-22.zip\"")
        }
    }

    @Test func unitsAndAppearanceAreChosenOnTheProfile() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let page = try await client.get(root + "/profile").body
            #expect(page.contains("appearance-system") && page.contains("value=\"metric\" aria-pressed=\"true\""))
            #expect(try await client.post(root + "/profile/units", "units=imperial").location == root + "/profile?notice=saved")
            #expect(try await client.post(root + "/profile/appearance", "appearance=dark").status == .seeOther)
            let after = try await client.get(root + "/profile").body
            #expect(after.contains("appearance-dark") && after.contains("value=\"imperial\" aria-pressed=\"true\""))
            #expect(try h.app.profile().units == .imperial)
        }
    }

    @Test func refusedDetailsComeBackOnTheirPageAsTyped() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let height = try await client.post(root + "/profile/details", "name=Sam&height=tall&weight=70&from=%2Fultimate%2Fprofile")
            #expect(height.status == .badRequest && height.body.contains("profile-page"))
            #expect(height.body.contains("name=\"height\" inputmode=\"decimal\" value=\"tall\" aria-invalid=\"true\""))
            #expect(height.body.contains("id=\"height-error\" role=\"alert\">“tall” is not a number.</p>"))
            #expect(height.body.contains("name=\"name\" value=\"Sam\"") && height.body.contains("value=\"70\""))
            // A refusal of the Core: above the form, with what was typed kept.
            let weight = try await client.post(root + "/profile/details", "name=Sam&height=180&weight=5")
            #expect(weight.status == .badRequest && weight.body.contains("<p class=\"alert\" role=\"alert\">A weight is 20 to 500 kg.</p>")
                    && weight.body.contains("value=\"5\""))
            // During onboarding, its details step.
            let onboarding = try await client.post(root + "/profile/details", "weight=a+lot&from=%2Fultimate%2Fwelcome%3Fstep%3Dnotifications")
            #expect(onboarding.status == .badRequest && onboarding.body.contains("onboarding-page") && onboarding.body.contains("id=\"weight-error\""))
            #expect(try h.app.profile() == UltimateProfile())
        }
    }

    @Test func anImperialProfileEntersHeightInFeetAndInchesAndNewTasksInFluidOunces() async throws {
        let h = try WebHarness()
        try h.app.changeProfile { $0.units = .imperial; $0.heightCm = 180; $0.weightKg = 80; $0.hasCompletedOnboarding = true }
        let hard = try h.app.start(template: "75-hard")
        try await h.test { client in
            let page = try await client.get(root + "/profile").body
            #expect(page.contains("Height (ft, in)") && page.contains("aria-label=\"Feet\" value=\"5\"") && page.contains("aria-label=\"Inches\" value=\"11\""))
            #expect(page.contains("Weight (lb)") && page.contains("value=\"176.4\""))
            #expect(try await client.post(root + "/profile/details", "name=Sam&heightFeet=6&heightInches=1&weight=180").status == .seeOther)
            let profile = try h.app.profile()
            #expect(abs((profile.heightCm ?? 0) - 185.42) < 1e-9 && abs((profile.weightKg ?? 0) - 81.6466) < 0.0001)
            let form = try await client.get(root + "/challenges/\(hard.id.uuidString)/tasks/new").body
            #expect(form.contains("<option value=\"fl oz\" selected>fl oz</option>"))
            #expect(try await client.get(root + "/today").body.contains("of 128 fl oz"))
        }
    }
}
