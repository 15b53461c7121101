// Interface stub of the DeveloperToolsSupport API that Apps/iOS uses (see ../README.md): the type
// every `#Preview` macro expands to a call of. Xcode expands the macro; scripts/check-ios writes the
// expansion's call itself (Apps/iOS/tools/previews-as-functions.py), so the previews' bodies compile
// here. Pages followed (developer.apple.com/documentation/developertoolssupport/…).

/// …/preview (`@MainActor struct Preview`; iOS 17). SwiftUI and WidgetKit add its initializers.
@MainActor public struct Preview {
    public init(_unchecked: Void) {}
}
