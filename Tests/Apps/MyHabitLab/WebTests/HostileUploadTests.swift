import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Hostile files through the web upload: each answers 400 with what is wrong, never a 500 or a
/// crash, and nothing changes.
@Suite struct HostileUploadTests {
    let root = "/my-habit-lab"
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fixtures/MyHabitLab")

    /// The status and page a browser shows after uploading `file` as the settings form does (an
    /// import redirects to its result, issue 27: the page it leads to).
    func upload(_ client: TestClientProtocol, _ file: Data, name: String) async throws -> (status: HTTPResponse.Status, page: String) {
        let boundary = "HostileBoundary"
        var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n\r\n".utf8)
        body += file + Data("\r\n--\(boundary)--\r\n".utf8)
        let answer = try await client.execute(uri: root + "/settings/import", method: .post,
                                              headers: [.contentType: "multipart/form-data; boundary=\(boundary)", .origin: "http://localhost"],
                                              body: ByteBuffer(bytes: body)) { ($0.status, $0.headers[.location], String(buffer: $0.body)) }
        let shown = try await client.following(answer)
        return (shown.0, shown.2)
    }

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
                #expect(answer.page.contains(message), "\(name)")
            }
        }
        #expect(try h.app.exportJSON() == before)
    }
}

/// NB: the export of the benchmark's data (200 habits × 10 years, about 70 MB) was refused by the
/// web upload (a 50 MB cap).
@Suite struct ExportAtScaleUploadTests {
    @Test func theExportOfTheBenchmarksDataImportsThroughTheWebUpload() async throws {
        let seeded = try MyHabitLabHarness()
        try seeded.app.database.seed(habits: 200, years: 10, endingOn: day("2026-11-21"))
        let export = try seeded.app.exportJSON()
        #expect(export.count > 50 * 1024 * 1024, "\(export.count) bytes")
        let h = try WebHarness()
        try await h.test { client in
            let answer = try await HostileUploadTests().upload(client, export, name: "my-habit-lab.json")
            #expect(answer.status == .ok, "\(answer.status)")
            #expect(answer.page.contains("200 habits added"), "\(answer.page.prefix(2000))")
        }
        #expect(try h.app.exportJSON() == export)
    }
}
