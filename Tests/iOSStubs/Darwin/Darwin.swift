// Interface stub of what Apple's SDK adds to Foundation on its platforms and Apps/iOS uses (see
// ../README.md). On Linux, a module named Darwin makes the shells' `#if canImport(Darwin)`
// branches compile; scripts/check-ios imports it into every file, as the SDK's Foundation makes
// these members visible. It re-exports Glibc, which Linux's Foundation stands on, as Darwin
// stands under Apple's.
@_exported import Glibc
import Foundation

private func stub<T>() -> T { fatalError("Darwin stub") }

extension FileManager {
    /// …/foundation/filemanager/containerurl(forsecurityapplicationgroupidentifier:)
    /// (`func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL?`; iOS 7)
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { stub() }
}

extension URL {
    /// …/foundation/url/startaccessingsecurityscopedresource() (`func startAccessingSecurityScopedResource() -> Bool`; iOS 8)
    public func startAccessingSecurityScopedResource() -> Bool { stub() }
    /// …/foundation/url/stopaccessingsecurityscopedresource() (`func stopAccessingSecurityScopedResource()`; iOS 8)
    public func stopAccessingSecurityScopedResource() {}
}
