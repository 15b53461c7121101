import CLISupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import WebApp
@testable import CLICommands

/// Ultimate synced across a person's devices through their own server (issue 37): the facts go
/// across (the plan, its start, the logs), and each device judges the days from them alike.
@Suite struct ChallengesSyncTests {
    static func device() -> CLIRunner {
        CLIRunner(app: "challenges", execute: { await HabitSuiteCommand.execute($0) })
    }

    @Test func aChallengeAndItsLogsMadeOnOneDeviceAreJudgedAlikeOnTheOther() async throws {
        let phone = Self.device(), laptop = Self.device()
        #expect(await phone.run("start", "75-hard").status == 0)
        #expect(await phone.run("log", "75 Hard", "Water", "+1.5").status == 0)
        #expect(await phone.run("complete", "75 Hard", "Diet").status == 0)
        try await HabitsSyncTests.hub().test(.live) { client in
            let server = "http://127.0.0.1:\(try #require(client.port))"
            let sent = await phone.run("sync", "--server", server, "--token", "mine")
            #expect(sent.status == 0 && sent.output.hasPrefix("Synced with \(server)/ultimate: sent"), "\(sent.output)\(sent.errors)")
            #expect(await laptop.run("sync", "--server", server, "--token", "mine").status == 0)
            let list = try await laptop.list("list")
            #expect(list.map { $0["name"] as? String } == ["75 Hard"])
            #expect(list.first?["attempt"] as? Int == 1 && list.first?["day"] as? Int == 1)
            let tasks = try #require(try await laptop.object("today")["tasks"] as? [[String: Any]])
            #expect(tasks.first { $0["name"] as? String == "Water" }?["value"] as? Double == 1.5)
            #expect(tasks.first { $0["name"] as? String == "Diet" }?["status"] as? String == "completed")

            // The laptop logs more water; the phone's next sync shows the sum the laptop wrote.
            #expect(await laptop.run("log", "75 Hard", "Water", "+0.5").status == 0)
            #expect(await laptop.run("sync", "--server", server, "--token", "mine").status == 0)
            #expect(await phone.run("sync", "--server", server, "--token", "mine").status == 0)
            let phoneTasks = try #require(try await phone.object("today")["tasks"] as? [[String: Any]])
            #expect(phoneTasks.first { $0["name"] as? String == "Water" }?["value"] as? Double == 2)
        }
    }
}
