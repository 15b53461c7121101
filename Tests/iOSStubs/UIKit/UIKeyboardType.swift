// Interface stub of UIKit's UIKeyboardType (see ../README.md), which SwiftUI's
// `keyboardType(_:)` takes. Follows developer.apple.com/documentation/uikit/uikeyboardtype
// (`enum UIKeyboardType`, "Constants that specify the type of keyboard to display for a
// text-based view") and its case pages (…/uikeyboardtype/decimalpad: `case decimalPad`, iOS 4.1;
// …/default, …/asciicapable, …/numbersandpunctuation, …/url, …/numberpad, …/phonepad,
// …/namephonepad, …/emailaddress, …/twitter, …/websearch, …/asciicapablenumberpad). The raw type
// is NSInteger's Int, as UIKit's `NS_ENUM(NSInteger, UIKeyboardType)` imports; the deprecated
// `alphabet` (an alias of `asciiCapable`) is left out. `Sendable` as every imported `NS_ENUM` is
// (a plain conformance: the stub said `@unchecked Sendable`, which Apple's page does not show and an
// enum without payloads never needs).
import Foundation

public enum UIKeyboardType: Int, Sendable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad
}
