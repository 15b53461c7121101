import BetterMorningCore
import Foundation
import Testing
import TestSupport

/// Issue 11, defect 2: form decoding refuses what it should, changing nothing.
@Suite struct FormDecodingTests {
    @Test(arguments: [
        ("title=%zz", "not sent in a form"),
        ("title=%FF", "not sent in a form"),
        ("title=%", "not sent in a form"),
        ("title=ab%2", "not sent in a form"),
        ("title=a%00b", "characters that cannot be used"),
        ("title=bell%07", "characters that cannot be used"),
        ("title=%E2%80%8B%E2%80%8B%E2%80%8B", "characters that can be seen"),
    ])
    func badTitlesAreRefusedAndTheDraftIsKept(form: String, message: String) async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle("Mine")
        try await h.test { client async throws in
            let (status, _, body) = try await client.post("/better-morning/create/title", form)
            #expect(status == .badRequest)
            #expect(body.contains(message), "\(body)")
        }
        #expect(try h.app.createScreen().title == "Mine")
    }

    @Test func aNulByteDoesNotTruncateATaskTitle() async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try await h.test { client async throws in
            let (status, _, _) = try await client.post("/better-morning/create/tasks", "title=Run%00%20far&hour=7&minute=0&period=AM")
            #expect(status == .badRequest)
            #expect(try await client.post("/better-morning/create/tasks", "title=Run+far%21&hour=7&minute=5&period=AM").0 == .seeOther)
        }
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Run far!"])
    }

    /// Issue 23, item 15: a raw body that is not UTF-8 was stored as "Zed��"; a bad name was dropped.
    static let notUTF8: [[UInt8]] = [Array("title=Zed".utf8) + [0xFF, 0xFE] as [UInt8], [0xFF, 0xFE] + Array("=1&title=Zed".utf8) as [UInt8]]

    @Test(arguments: notUTF8)
    func aRawBodyThatIsNotUTF8IsRefusedAndTheDraftIsKept(body: [UInt8]) async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle("Mine")
        try await h.test { client async throws in
            let (status, _, page) = try await client.post("/better-morning/create/title", bytes: body)
            #expect(status == .badRequest)
            #expect(page.contains("its text is not UTF-8"), "\(page)")
        }
        #expect(try h.app.createScreen().title == "Mine")
    }
}
