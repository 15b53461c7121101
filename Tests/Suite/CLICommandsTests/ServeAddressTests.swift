import Access
import CLISupport
import Foundation
import Testing
import WebSupport
@testable import CLICommands

/// `serve`'s address options: refused in words when they cannot be used, and sign-in on exactly
/// when the server is reachable beyond loopback or a passphrase was set.
@Suite struct ServeAddressTests {
    @Test(arguments: [(["--public-url", "habits.example.home"], "is not an address like https://habits.example.home"),
                      (["--trusted-proxy", "caddy"], "is not an IP address"),
                      (["--allowed-host", "a b"], "is not a host name")])
    func anAddressThatCannotBeUsedIsRefusedInWords(arguments: [String], message: String) async {
        let console = Console.capturing()
        let status = await Console.$current.withValue(console) {
            await HabitSuiteCommand.execute(["serve", "--data-dir", FileManager.default.temporaryDirectory.path] + arguments)
        }
        #expect(status != 0)
        #expect(console.errors.contains(message), "\(console.errors)")
    }

    @Test func onLoopbackWithNoPassphraseNothingAsksAndNoFileIsMade() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let serve = try ServeCommand.parse(["--data-dir", directory.path])
        #expect(try serve.access(for: ServerAddress()) == nil)
        #expect(!AccessDatabase.exists(in: directory))
    }

    @Test func beyondLoopbackOrWithAPassphraseSignInIsOn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let serve = try ServeCommand.parse(["--data-dir", directory.path])
        let lan = try ServerAddress(boundHost: "0.0.0.0", publicURL: nil, allowedHosts: [], trustedProxies: [])
        let access = try #require(try serve.access(for: lan))
        #expect(try !access.hasPassphrase(), "the setup link sets it")
        try access.setPassphrase("correct horse battery", again: "correct horse battery")
        #expect(try serve.access(for: ServerAddress()) != nil, "a passphrase set: loopback signs in too")
    }

    @Test func theAddressesAPhoneTypesAreThisMachinesOwnBeyondLoopback() {
        let addresses = NetworkAddresses.ipv4()
        #expect(addresses.allSatisfy { !$0.hasPrefix("127.") && $0.split(separator: ".").count == 4 }, "\(addresses)")
    }
}
