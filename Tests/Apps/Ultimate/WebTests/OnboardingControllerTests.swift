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

/// Where the app's address leads and the first minutes.
@Suite struct OnboardingControllerTests {
    let root = "/ultimate"

    @Test func theFirstLaunchWalksThroughTheStepsToAFirstChallenge() async throws {
        let h = try WebHarness()
        try await h.test { client in
            #expect(try await client.get(root + "/").location == root + "/welcome")
            let welcome = try await client.get(root + "/welcome").body
            #expect(welcome.contains("Get started") && welcome.contains("href=\"/ultimate/welcome?step=details\""))
            let details = try await client.get(root + "/welcome?step=details").body
            #expect(details.contains("About you") && details.contains("name=\"from\" value=\"/ultimate/welcome?step=notifications\""))
            let saved = try await client.post(root + "/profile/details", "name=Sam&height=180&weight=80&from=%2Fultimate%2Fwelcome%3Fstep%3Dnotifications")
            #expect(saved.location == root + "/welcome?step=notifications")
            let notifications = try await client.post(root + "/profile/notifications",
                                                      "strategy=adaptive&quietStart=21%3A30&quietEnd=06%3A30&from=%2Fultimate%2Fwelcome%3Fstep%3Dhighlights")
            #expect(notifications.location == root + "/welcome?step=highlights")
            #expect(try await client.get(root + "/welcome?step=highlights").body.contains("Strict or lenient"))
            let choose = try await client.get(root + "/welcome?step=challenge").body
            #expect(choose.contains("name=\"template\" value=\"75-hard\"") && choose.contains("Not now"))
            #expect(try await client.post(root + "/welcome/done", "template=75-hard").location == root + "/templates/75-hard")
            let profile = try h.app.profile()
            #expect(profile.hasCompletedOnboarding && profile.name == "Sam" && profile.heightCm == 180 && profile.weightKg == 80)
            #expect(profile.notificationStrategy == .adaptive && profile.quietStart.description == "21:30" && profile.quietEnd.description == "06:30")
            #expect(try await client.get(root + "/").location == root + "/today")
            #expect(try await client.get(root + "/welcome?step=nap").status == .notFound)
        }
    }
}
