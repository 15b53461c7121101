import DayKit
import Foundation
import HTTPTypes
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Across the app: a request for another host is refused.
@Suite struct MyHabitLabWebTests {
    let root = "/my-habit-lab"

    @Test func aForeignHostIsRefused() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let status = try await client.get(root + "/today", headers: [HTTPField.Name("Host")!: "evil.example"]).status
            #expect(status == .misdirectedRequest)
        }
    }
}
