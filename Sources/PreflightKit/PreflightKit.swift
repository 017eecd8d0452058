// The library product: one import for everything the stages offer.
@_exported import PreflightChange
@_exported import PreflightChecks
@_exported import PreflightCompiler
@_exported import PreflightDocument
@_exported import PreflightEngine
@_exported import PreflightModel
@_exported import PreflightReport
@_exported import PreflightRepository
@_exported import PreflightSwiftSource
@_exported import PreflightValidate
