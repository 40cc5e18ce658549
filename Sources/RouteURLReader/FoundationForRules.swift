// The files in Rules/ are copied into generated code, which imports Foundation once at the top, so they carry no
// import of their own. Exporting it here gives them, in this module, the same `UUID` they see there.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
