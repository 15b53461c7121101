import DayKitDatabase
import Hummingbird

/// A failure of the storage beneath an app (a full disk, a damaged or read-only file) as the web
/// answers it: in words, with a status that says it was not the request's fault.
public struct StorageFailure: Sendable {
    /// 507 for a full disk, else 500.
    public let status: HTTPResponse.Status
    /// What is wrong and what to do (`StoreProblem.message`).
    public let message: String
    /// The error page's heading.
    public let heading: String

    /// The failure `error` is, if it is one; nil for any other error.
    public init?(_ error: any Error) {
        self.init(StoreProblem(error))
    }

    /// The failure `problem` is (`SuiteApp.storageProblem`); nil for none.
    public init?(_ problem: StoreProblem?) {
        guard let problem else { return nil }
        status = problem.kind == .diskFull ? Self.insufficientStorage : .internalServerError
        message = problem.message
        heading = problem.kind == .damaged ? "The data is damaged" : "Nothing was saved"
    }

    /// 507 Insufficient Storage (RFC 4918): the change could not be stored.
    public static let insufficientStorage = HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage")
}
