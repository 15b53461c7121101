import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore
import UltimateTestSupport

/// The app's models over a harness's in-memory Core (New York, 2026-11-22 08:00 unless told),
/// opened and observed as the iPhone app opens them.
@MainActor
struct Models {
    let harness: UltimateHarness
    let root: UltimateModel
    let screens: UltimateScreens

    init(now: String = "2026-11-22T08:00:00-05:00") throws {
        harness = try UltimateHarness(now: now)
        root = UltimateModel(app: harness.app)
        root.open()
        screens = try #require(root.screens)
    }

    var app: Ultimate { harness.app }

    /// A second Core over the same database, as another connection of the app writes (a
    /// notification's action, a page of the web app).
    func otherConnection() -> Ultimate {
        Ultimate(database: app.database, clock: harness.clock.clock, calendar: app.calendar)
    }
}
