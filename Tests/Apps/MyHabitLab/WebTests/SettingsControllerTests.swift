import DayKit
import Foundation
import HTTPTypes
import MyHabitLabCore
@testable import MyHabitLabWeb
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Settings: the day's start, reminders, exports, and imports (a result that a reload shows again,
/// hostile files refused, an export at the benchmark's scale taken).
@Suite struct SettingsControllerTests {
    /// An import stopped while writing (a full disk) kept what it saved: its result says so, never
    /// "nothing changed".
    @Test func anImportStoppedMidwayIsShownAsImportedInPart() throws {
        let h = try MyHabitLabHarness()
        let message = MyHabitLabError.importStopped(saved: 8192, total: 27571, because: .diskFull).message
        let page = "\(SettingsPage.page(archived: [], settings: try h.app.settings(), importResult: .stopped(message)))"
        #expect(page.contains("<h2>Imported in part</h2>") && page.contains("8,192 of its 27,571 days were saved"))
        #expect(!page.contains("nothing changed"))
    }

    /// An import's counts are grouped as the region writes numbers: "27,571 days added" in
    /// en_US, "27.571" in de_DE.
    @Test func anImportsCountsAreGroupedAsTheRegionWritesThem() throws {
        let h = try MyHabitLabHarness()
        let report = try JSONDecoder().decode(ImportReport.self, from: Data("""
            {"habits": {"added": 1, "updated": 0}, "entries": {"added": 27571, "updated": 1200}, "problems": []}
            """.utf8))
        func page(_ locale: String) throws -> String {
            try RegionFormat.$current.withValue(RegionFormat(locale: Locale(identifier: locale))) {
                "\(SettingsPage.page(archived: [], settings: try h.app.settings(), importResult: .imported(report, fileName: "a.json")))"
            }
        }
        #expect(try page("en_US").contains("1 habit added, 0 updated; 27,571 days added, 1,200 updated."))
        #expect(try page("de_DE").contains("1 habit added, 0 updated; 27.571 days added, 1.200 updated."))
    }

    let root = "/my-habit-lab"

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fixtures/MyHabitLab")

    /// What a browser shows after uploading `file` as the settings form does (an import redirects
    /// to its result, issue 27: the page it leads to).
    private func upload(_ client: WebClient, _ file: Data, name: String) async throws -> Answer {
        let boundary = "HostileBoundary"
        var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n\r\n".utf8)
        body += file + Data("\r\n--\(boundary)--\r\n".utf8)
        let answer = try await client.post(root + "/settings/import", bytes: Array(body),
                                           headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
        return try await client.following(answer)
    }

    /// Issue 27, item 10: Light, Dark or System, chosen in Settings, is the look of every page, the
    /// browser's controls and bar included; a value that is none is refused and changes nothing.
    @Test func choosingDarkDrawsEveryPageDarkAndAnUnknownLookChangesNothing() async throws {
        let h = try WebHarness()
        let id = try h.harness.habit("Read").id.uuidString
        let pages = ["/today", "/stats", "/settings", "/habits/new", "/habits/\(id)", "/habits/\(id)/edit", "/habits/\(id)/days/2026-11-21",
                     "/habits/\(id)/delete", "/widget/small", "/welcome"]
        try await h.test { client in
            let before = try await client.get(root + "/today")
            #expect(before.body.contains(" appearance-system\"") && before.body.contains(#"<meta name="color-scheme" content="light dark">"#))
            #expect(before.body.contains(##"<meta name="theme-color" content="#0F1215" media="(prefers-color-scheme: dark)">"##))
            #expect(try await client.get(root + "/settings").body.contains(#"value="system" aria-pressed="true">System</button>"#))

            let chosen = try await client.post(root + "/settings/appearance", "appearance=dark")
            #expect(chosen.status == .seeOther && chosen.location == root + "/settings?notice=appearance")
            #expect(try h.app.settings().appearance == .dark)
            for page in pages {
                let answer = try await client.get(root + page)
                #expect(answer.status == .ok, "\(page): \(answer.status)")
                #expect(answer.body.contains(" appearance-dark\"") && !answer.body.contains("appearance-system"), "\(page)")
                #expect(answer.body.contains(#"<meta name="color-scheme" content="dark">"#), "\(page)")
                #expect(answer.body.contains(##"<meta name="theme-color" content="#0F1215">"##), "\(page)")
            }
            #expect(try await client.get(root + "/settings").body.contains(#"value="dark" aria-pressed="true">Dark</button>"#))

            for form in ["appearance=dim", "appearance=DARK", "appearance=", ""] {
                let refused = try await client.post(root + "/settings/appearance", form)
                #expect(refused.status == .badRequest, "\(form)")
            }
            let refused = try await client.post(root + "/settings/appearance", "appearance=dim")
            #expect(refused.body.contains("“dim” is not an appearance: choose light, dark or system."))
            #expect(try h.app.settings().appearance == .dark)
            // Error pages are drawn in the appearance chosen too.
            let missing = try await client.get(root + "/habits/00000000-0000-0000-0000-000000000000")
            for error in [refused, missing] {
                #expect(error.body.contains("<body class=\"error-page appearance-dark\"") && error.body.contains(#"<meta name="color-scheme" content="dark">"#))
            }

            _ = try await client.post(root + "/settings/appearance", "appearance=light")
            let light = try await client.get(root + "/today")
            #expect(light.body.contains(" appearance-light\"") && light.body.contains(#"<meta name="color-scheme" content="light">"#))
            #expect(light.body.contains(##"<meta name="theme-color" content="#F4F6F8">"##))
        }
    }

    @Test func exportThenImportAndRefusingACorruptFile() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        try h.harness.done(read, "2026-11-20", "2026-11-21")
        try await h.test { client in
            let json = try await client.get(root + "/settings/export/json")
            #expect(json.status == .ok && json.body.contains("\"Read\""))
            let other = try WebHarness()
            try await other.test { fresh in
                let boundary = "XyZ"
                let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"export.json\"\r\nContent-Type: application/json\r\n\r\n"
                    + json.body + "\r\n--\(boundary)--\r\n"
                // NB: the import redirects to its result (issue 27): the page a browser shows is checked.
                let imported = try await fresh.following(fresh.post(root + "/settings/import", body, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"]))
                #expect(imported.status == .ok && imported.body.contains("1 habit added,") && imported.body.contains("2 days added"))
                #expect(try other.app.habitList().map(\.name) == ["Read"])
                let corrupt = "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"bad.json\"\r\n\r\n{\"habits\": 3}\r\n--\(boundary)--\r\n"
                // Issue 39, item 16: a refused import redirects to its result too, so a reload never sends the file again.
                let refused = try await fresh.post(root + "/settings/import", corrupt, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
                #expect(refused.status == .seeOther && refused.location?.hasPrefix(root + "/settings?import=") == true)
                let refusedResult = try await fresh.following(refused)
                #expect(refusedResult.body.contains("Not imported — nothing changed"))
                let empty = try await fresh.post(root + "/settings/import", "", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
                let emptyResult = try await fresh.following(empty)
                #expect(empty.status == .seeOther && emptyResult.body.contains("Not imported — nothing changed"))
                #expect(try other.app.habitList().count == 1)
            }
            let zip = try await client.get(root + "/settings/export/csv")
            #expect(zip.status == .ok)
            // The person's data is never kept by a cache.
            for export in ["json", "csv"] {
                let response = try await client.execute(uri: root + "/settings/export/" + export, method: .get) { $0 }
                #expect(response.headers[.cacheControl] == "no-store" && response.headers[.contentDisposition]?.hasPrefix("attachment;") == true)
            }
        }
    }

    @Test func anImportAnswersWithARedirectToItsResultThatAReloadShowsAgain() async throws {
        let source = try MyHabitLabHarness()
        try source.done(try source.habit("Read"), "2026-11-20", "2026-11-21")
        let export = String(decoding: try source.app.exportJSON(), as: UTF8.self)
        let h = try WebHarness()
        try await h.test { client in
            let boundary = "XyZ"
            let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"export.json\"\r\n\r\n\(export)\r\n--\(boundary)--\r\n"
            let posted = try await client.post(root + "/settings/import", body, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
            #expect(posted.status == .seeOther)
            let location = try #require(posted.location)
            #expect(location.hasPrefix(root + "/settings?import=") && !location.contains("Read") && !location.contains("added"))
            for _ in 0..<2 {  // shown, then shown again by a reload: the file is not sent again
                let shown = try await client.get(location)
                #expect(shown.status == .ok && shown.body.contains("1 habit added,") && shown.body.contains("2 days added"))
            }
            #expect(try h.app.habitList().map(\.name) == ["Read"])
            #expect(!(try await client.get(root + "/settings").body.contains("import-result")))
            #expect(!(try await client.get(root + "/settings?import=0123456789abcdef0123456789abcdef").body.contains("import-result")))
        }
    }

    /// Hostile files through the web upload: each answers 400 with what is wrong, never a 500 or a
    /// crash, and nothing changes.
    @Test func hostileFilesAnswer400WithTheirProblemAndChangeNothing() async throws {
        let h = try WebHarness()
        try h.harness.done(try h.harness.habit("Keep"), "2026-11-21")
        let before = try h.app.exportJSON()
        let surrogate = #"{"format": "myhabitlab", "version": 1, "habits": [{"name": "\ud800"}], "entries": []}"#
        var invalidUTF8 = Data(#"{"format": "myhabitlab", "version": 1, "habits": [{"name": "Zed"#.utf8)
        invalidUTF8 += Data([0xFF, 0xFE]) + Data(#""}], "entries": []}"#.utf8)
        let cases: [(Data, String, String)] = [
            (try Data(contentsOf: Self.fixtures.appendingPathComponent("loop-text-in-target.db")), "backup.db",
             "“Read” has text in its “target_value” column, where Loop writes a number"),
            (Data(surrogate.utf8), "export.json", "The file is not valid JSON"),
            (invalidUTF8, "export.json", "The file is not valid JSON"),
        ]
        try await h.test { client in
            for (file, name, message) in cases {
                let answer = try await upload(client, file, name: name)
                #expect(answer.status == .badRequest, "\(name): \(answer.status)")
                #expect(answer.body.contains(message), "\(name)")
            }
        }
        #expect(try h.app.exportJSON() == before)
    }

    /// NB: the export of the benchmark's data (200 habits × 10 years, about 70 MB) was refused by the
    /// web upload (a 50 MB cap).
    @Test func theExportOfTheBenchmarksDataImportsThroughTheWebUpload() async throws {
        let seeded = try MyHabitLabHarness()
        let export = try await onOwnThreads {
            try seeded.app.database.seed(habits: 200, years: 10, endingOn: day("2026-11-21"))
            return try seeded.app.exportJSON()
        }
        #expect(export.count > 50 * 1024 * 1024, "\(export.count) bytes")
        let h = try WebHarness()
        try await h.test { client in
            let answer = try await upload(client, export, name: "my-habit-lab.json")
            #expect(answer.status == .ok, "\(answer.status)")
            #expect(answer.body.contains("200 habits added"), "\(answer.body.prefix(2000))")
        }
        #expect(try await onOwnThreads { try h.app.exportJSON() } == export)
    }
}
