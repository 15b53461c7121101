import Access
import CLISupport
import Foundation
import Hummingbird
import Logging
import HummingbirdTesting
import Synchronization
import Testing
import TestSupport
import WebApp
import WebSupport
@testable import CLICommands

/// MyHabitLab synced across a person's devices through their own server (issue 37): two data
/// folders (a laptop's, say) and a live server on loopback as the hub, each step through the
/// real commands and the real server.
@Suite struct HabitsSyncTests {
    static func device() -> CLIRunner {
        CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
    }

    /// A server over its own data folder, as `habitsuite serve` runs it.
    static func hub(access: Access? = nil) async throws -> some ApplicationProtocol {
        let options = try CommonOptions.parse(["--data-dir", temporaryDirectory("hub").path, "--time-zone", "America/New_York"])
        // NB: the test's client opens its connection as the test begins and may first send on it
        // after the CLI's syncs and a wait for the schedule, which a loaded, parallel run makes longer
        // than the server's 10 s for a request's head: the hub gives it the suite's patience.
        // (SlowClientTests holds the real timeouts.)
        return try await buildApplication(WebAppConfiguration(port: 0, requestHeadTimeout: .seconds(600), idleTimeout: .seconds(600)),
                                          apps: Suite.webApps(options), access: access)
    }

    @Test func aHabitAndItsDaysMadeOnOneDeviceReachTheOtherThroughTheServer() async throws {
        let phone = Self.device(), laptop = Self.device()
        try await Self.hub().test(.live) { client in
            let settings = try await client.execute(uri: "/my-habit-lab/settings", method: .get) { String(buffer: $0.body) }
            #expect(settings.contains("No device has synced with this server yet.") && settings.contains("<code>habitsuite habits sync --server</code>"))
        }
        #expect(await phone.run("add", "Read").status == 0)
        #expect(await phone.run("toggle", "Read").status == 0)
        try await Self.hub().test(.live) { client in
            let server = "http://127.0.0.1:\(try #require(client.port))"
            let sent = try await phone.object("sync", "--server", server, "--token", "mine")
            #expect(sent["sent"] as? Int ?? 0 > 0 && sent["received"] as? Int == sent["sent"] as? Int)
            let taken = await laptop.run("sync", "--server", server, "--token", "mine")
            #expect(taken.status == 0 && taken.output.hasPrefix("Synced with \(server)/my-habit-lab: sent 0 changes"), "\(taken.output)\(taken.errors)")
            let today = try await laptop.object("today")
            let habits = try #require(today["habits"] as? [[String: Any]])
            #expect(habits.map { $0["name"] as? String } == ["Read"])
            #expect(habits.first?["state"] as? String == "done")

            // The laptop un-marks today and renames the habit; the phone sees both after its next sync.
            let cleared = await laptop.run("toggle", "Read")
            #expect(cleared.status == 0, "\(cleared.errors)")
            #expect(await laptop.run("edit", "Read", "--name", "Read 20 pages").status == 0)
            #expect(await laptop.run("sync", "--server", server, "--token", "mine").status == 0)
            #expect(await phone.run("sync", "--server", server, "--token", "mine").status == 0)
            let phoneToday = try await phone.object("today")
            let phoneHabits = try #require(phoneToday["habits"] as? [[String: Any]])
            #expect(phoneHabits.map { $0["name"] as? String } == ["Read 20 pages"])
            #expect(phoneHabits.first?["state"] as? String != "done")

            // The server's own pages show the merged data.
            let page = try await client.execute(uri: "/my-habit-lab/today", method: .get) { "\($0.status) \($0.headers[.location] ?? "") \(String(buffer: $0.body))" }
            #expect(page.contains("Read 20 pages"))
        }
    }

    /// An import writes its entries with capture off and captures them set-wise after
    /// (`SyncLog.inBulk`): every imported habit and day reaches the other device.
    @Test func anImportedFileReachesTheOtherDeviceWhole() async throws {
        let source = Self.device(), phone = Self.device(), laptop = Self.device()
        await source.run("add", "Read")
        await source.run("add", "Water", "--unit", "L", "--target", "2")
        for day in ["2026-11-18", "2026-11-19", "2026-11-21"] { await source.run("toggle", "Read", "--day", day) }
        await source.run("set", "Water", "1.5", "--day", "2026-11-20")
        await source.run("note", "Read", "A good chapter", "--day", "2026-11-19")
        let file = source.directory.appendingPathComponent("export.json").path
        #expect(await source.run("export", "--format", "json", "--output", file).status == 0)
        #expect(await phone.run("import", file).status == 0)
        try await Self.hub().test(.live) { client in
            let server = "http://127.0.0.1:\(try #require(client.port))"
            #expect(await phone.run("sync", "--server", server, "--token", "mine").status == 0)
            #expect(await laptop.run("sync", "--server", server, "--token", "mine").status == 0)
        }
        for habit in ["Read", "Water"] {
            let expected = try await source.object("history", habit, "--from", "2026-11-15")
            let synced = try await laptop.object("history", habit, "--from", "2026-11-15")
            #expect(NSDictionary(dictionary: synced) == NSDictionary(dictionary: expected), "\(habit)")
        }
    }

    @Test func aWrongAddressOrNoTokenIsSaidInWordsAndChangesNothing() async throws {
        let phone = Self.device()
        await phone.run("add", "Read")
        let notAnAddress = await phone.run("sync", "--server", "ftp://example.org", "--token", "t")
        #expect(notAnAddress.status != 0 && notAnAddress.errors.contains("“ftp://example.org” is not a server's address like https://habits.example.org."))
        let noToken = await phone.run("sync", "--server", "http://127.0.0.1:9")
        #expect(noToken.status != 0 && noToken.errors.contains("Give this device's token"), "\(noToken.errors)")
        let nobody = await phone.run("sync", "--server", "http://127.0.0.1:9", "--token", "t")
        #expect(nobody.status != 0 && nobody.errors.contains("Could not reach http://127.0.0.1:9/my-habit-lab"), "\(nobody.errors)")
        #expect(try await phone.list("list").count == 1)
    }

    /// With sign-in on, a device syncs with a token made in the server's Settings; once that token is
    /// revoked it is refused in words and sends nothing, and a new token syncs again.
    @Test func aRevokedTokenIsRefusedInWordsAndSendsNothing() async throws {
        let access = Access(database: try .inMemory(), passphraseCost: 4)
        try access.setPassphrase("correct horse battery", again: "correct horse battery")
        let phoneToken = try access.createToken(name: "Phone", readOnly: false)
        let phone = Self.device(), laptop = Self.device()
        await phone.run("add", "Read")
        try await Self.hub(access: access).test(.live) { client in
            let server = "http://127.0.0.1:\(try #require(client.port))"
            let unsigned = await phone.run("sync", "--server", server, "--token", "hs_made-up")
            #expect(unsigned.status != 0 && unsigned.errors.contains("did not accept the token (401)"), "\(unsigned.errors)")
            let synced = await phone.run("sync", "--server", server, "--token", phoneToken.secret)
            #expect(synced.status == 0, "\(synced.errors)")

            try access.revokeToken(id: phoneToken.token.id)
            await phone.run("add", "Gym")
            let revoked = await phone.run("sync", "--server", server, "--token", phoneToken.secret)
            #expect(revoked.status != 0, "a revoked token still syncs")
            #expect(revoked.errors.contains("did not accept the token (401). Make a new one in the server's Settings → Sign-in and tokens."),
                    "\(revoked.errors)")

            // What the hub holds is what the phone sent before the token was revoked.
            let laptopToken = try access.createToken(name: "Laptop", readOnly: false)
            let taken = await laptop.run("sync", "--server", server, "--token", laptopToken.secret)
            #expect(taken.status == 0, "\(taken.errors)")
            #expect(try await laptop.list("list").compactMap { $0["name"] as? String } == ["Read"])
        }
    }

    /// `serve --sync-with`: a second server (another house's, say) keeps its apps in sync with the
    /// hub on a schedule, as a device would; a turn that cannot reach the hub says so in words.
    @Test func aServerKeepsItselfInSyncWithAnotherOnASchedule() async throws {
        let phone = Self.device(), second = Self.device()
        await phone.run("add", "Read")
        let options = try CommonOptions.parse(["--data-dir", second.directory.path, "--time-zone", "America/New_York"])
        let secondApps = try Suite.webApps(options)
        try await Self.hub().test(.live) { client in
            let server = "http://127.0.0.1:\(try #require(client.port))"
            #expect(await phone.run("sync", "--server", server, "--token", "mine").status == 0)
            var command = try ServeCommand.parse(["--sync-with", server, "--sync-token", "mine", "--sync-every", "10"])
            command.options = options
            let schedule = try #require(try command.syncSchedule(secondApps))
            #expect(schedule.members.map(\.client.app.path) == ["/my-habit-lab", "/ultimate"])

            let said = Mutex<[String]>([])
            let running = Task { await schedule.run(every: .milliseconds(200)) { line in said.withLock { $0.append(line) } } }
            defer { running.cancel() }
            await eventually { (try? await second.list("list").compactMap { $0["name"] as? String }) == ["Read"] }
            await phone.run("add", "Gym")
            #expect(await phone.run("sync", "--server", server, "--token", "mine").status == 0)
            await eventually { (try? await second.list("list").compactMap { $0["name"] as? String }.sorted()) == ["Gym", "Read"] }
            #expect(said.withLock { $0 }.contains { $0.hasPrefix("Synced with \(server)/my-habit-lab: sent 0 changes") })

            // Each server's Settings says so: the hub lists the devices that synced with it, the
            // second server the hub it keeps in sync with.
            let hubSettings = try await client.execute(uri: "/my-habit-lab/settings", method: .get) { String(buffer: $0.body) }
            #expect(hubSettings.contains("Devices that sync with this server:"))
            #expect(hubSettings.contains("<strong>\(ProcessInfo.processInfo.hostName)</strong> <span class=\"footnote\">synced today at"),
                    "the hub's Settings: \(hubSettings)")
            let secondPage = try await Application(router: try buildRouter(address: ServerAddress(), access: nil, apps: secondApps, logger: Logger(label: "test")))
                .test(.router) { secondClient in try await secondClient.execute(uri: "/my-habit-lab/settings", method: .get) { String(buffer: $0.body) } }
            #expect(secondPage.contains("Kept in sync with <strong>\(server)/my-habit-lab</strong>"), "the second server's Settings: \(secondPage)")
            #expect(secondPage.contains("nothing waits to be sent"))
        }
        // The hub is gone: the next turn says so, and the second server keeps what it has.
        let stopped = try #require(try ServeCommand.parse(["--sync-with", "http://127.0.0.1:9", "--sync-token", "mine"]).syncSchedule(secondApps))
        // NB: a refused connection is said at once, not tried again until the request's patience
        // (60 s) runs out; the bound is far from either, for a loaded machine.
        let began = ContinuousClock.now
        let outcomes = await stopped.syncAll()
        #expect(ContinuousClock.now - began < .seconds(30), "a stopped hub took \(ContinuousClock.now - began) to be said")
        #expect(outcomes.count == 2)
        for (app, outcome) in outcomes {
            guard case .failure(let failure) = outcome else { Issue.record("\(app) synced with nobody"); continue }
            #expect(failure.message.hasPrefix("Could not reach \(app.absoluteString)"), "\(failure.message)")
        }
        #expect(try await second.list("list").count == 2)
    }

    @Test(arguments: [
        (["--sync-with", "ftp://example.org", "--sync-token", "t"], "“ftp://example.org” is not a server's address like https://habits.example.org."),
        (["--sync-token", "t"], "--sync-token goes with --sync-with, the server to sync with."),
        (["--sync-with", "https://example.org", "--sync-token", "t", "--sync-every", "1"], "--sync-every is between 10 and 86400 seconds."),
    ])
    func aServerThatCannotSyncAsAskedSaysWhyAndDoesNotStart(arguments: [String], message: String) async throws {
        let server = CLIRunner(app: "serve", execute: { await HabitSuiteCommand.execute($0) })
        let result = await server.run(arguments + ["--port", "1"])
        #expect(result.status != 0)
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}
