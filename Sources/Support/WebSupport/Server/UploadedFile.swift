import Foundation
import HTTPTypes
import Hummingbird

/// A file sent by a form (`multipart/form-data`), or as the whole body of a script's request.
public struct UploadedFile: Sendable {
    /// The file's name as the browser sent it (may be empty).
    public let name: String
    /// Its bytes.
    public let data: Data

    /// The first file field of `request`: a `multipart/form-data` form, or, from a page's script,
    /// a raw body. Too large, not a form, or no file chosen is a 400.
    public init(_ request: Request, field: String, maximumSize: Int) async throws {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumSize + 64 * 1024)
        } catch {
            throw WebError.badRequest("That file is too large: at most \(maximumSize / 1024 / 1024) MB can be imported.")
        }
        let body = Data(buffer.readableBytesView)
        let contentType = request.headers[.contentType] ?? ""
        guard contentType.lowercased().hasPrefix("multipart/form-data") else {
            guard !body.isEmpty else { throw WebError.badRequest("Choose a file to import.") }
            self.init(name: request.headers[HTTPField.Name("X-File-Name")!] ?? "", data: body)
            return
        }
        guard let boundary = Self.boundary(contentType) else { throw WebError.badRequest("The upload could not be read. Nothing changed.") }
        guard let file = Self.part(named: field, in: body, boundary: boundary) else { throw WebError.badRequest("Choose a file to import.") }
        guard !file.data.isEmpty else { throw WebError.badRequest("That file is empty. Nothing changed.") }
        self = file
    }

    private init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    private static func boundary(_ contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].lowercased() == "boundary" {
                let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }

    /// The part whose Content-Disposition names `field`.
    private static func part(named field: String, in body: Data, boundary: String) -> UploadedFile? {
        let delimiter = Data(("--" + boundary).utf8)
        let headerEnd = Data("\r\n\r\n".utf8)
        var start = body.startIndex
        while let open = body.range(of: delimiter, in: start..<body.endIndex) {
            let partStart = open.upperBound
            guard let headers = body.range(of: headerEnd, in: partStart..<body.endIndex),
                  let close = body.range(of: Data("\r\n".utf8) + delimiter, in: headers.upperBound..<body.endIndex) else { return nil }
            let headerText = String(decoding: body[partStart..<headers.lowerBound], as: UTF8.self)
            if let disposition = headerText.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-disposition") }),
               disposition.contains("name=\"\(field)\"") {
                let filename = disposition.components(separatedBy: "filename=\"").dropFirst().first?.split(separator: "\"").first.map(String.init) ?? ""
                return UploadedFile(name: filename, data: Data(body[headers.upperBound..<close.lowerBound]))
            }
            start = close.lowerBound
        }
        return nil
    }
}
