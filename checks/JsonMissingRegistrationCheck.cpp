//===--- JsonMissingRegistrationCheck.cpp - clang-tidy --------------------===//
//
// Part of tidyjson. See docs/checks/json-missing-registration.md.
//
// Each serializer call's type is walked as the runtime reaches it
// (model/TypeGraph.h); the undescribed types, the derived classes missing
// from a polymorphic registration, the types a passed context does not
// serve and reads through a write-only context are reported at the call.
// The fixes (registration/RegistrationFix.h) are shared by all the calls
// that need them (support/SharedFixes.h).
//
//===----------------------------------------------------------------------===//

#include "JsonMissingRegistrationCheck.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "model/Markers.h"
#include "registration/RegistrationFix.h"
#include "support/ASTUtils.h"
#include "support/SourceText.h"
#include "support/UnitScope.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char CallId[] = "call"; // CallExpr: a serializer call
static constexpr char DerivedId[] =
    "derived"; // CXXRecordDecl: a class with bases

// What a shared fix is for (with the declaration it changes).
enum FixKind : unsigned {
  RegistrationFix,
  DerivedFix,
  RootsFix,
  GenerationFix
};

namespace {
/// The type a serializer call reads or writes: the entry point's first
/// template type argument (for a range entry, its element type), or for a
/// plain wrapper function the first argument of class or enum type.
QualType valueType(const CallExpr *Call, const FunctionDecl *Entry,
                   TidyjsonModel &Model) {
  QualType T;
  if (const TemplateArgumentList *Args =
          Entry->getTemplateSpecializationArgs()) {
    for (const TemplateArgument &A : Args->asArray())
      if (A.getKind() == TemplateArgument::Type) {
        T = A.getAsType();
        break;
      }
  } else {
    for (const Expr *Arg : Call->arguments()) {
      const QualType AT = Arg->IgnoreImpCasts()->getType();
      const QualType C = canonical(AT);
      if (C.isNull() || !(C->isRecordType() || C->isEnumeralType()))
        continue;
      const CXXRecordDecl *RD = C->getAsCXXRecordDecl();
      if (RD && (RD->isInStdNamespace() || Model.contextRecord(C) ||
                 hasMarker(RD, markers::Options)))
        continue;
      T = AT;
      break;
    }
  }
  if (T.isNull() || EntryPoints::direction(Entry) != markers::role::WriteRange)
    return T;
  // The element type of the range.
  llvm::SmallVector<Edge, 2> Children;
  if (Model.classify(T, Children) == NodeKind::Container && !Children.empty())
    return Children.front().Child;
  return {};
}
} // namespace

JsonMissingRegistrationCheck::JsonMissingRegistrationCheck(
    StringRef Name, ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", ""))),
      Inserter(Options.getLocalOrGlobal("IncludeStyle",
                                        utils::IncludeSorter::IS_LLVM),
               areDiagsSelfContained()),
      Entries(SerializerFunctions),
      Fixes(Options.getLocalOrGlobal(SharedFixes::ProjectWideOption, false)) {}

void JsonMissingRegistrationCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
  Options.store(Opts, "IncludeStyle", Inserter.getStyle());
  Options.store(Opts, SharedFixes::ProjectWideOption, Fixes.projectWide());
}

void JsonMissingRegistrationCheck::registerPPCallbacks(const SourceManager &,
                                                       Preprocessor *P,
                                                       Preprocessor *) {
  PP = P;
  Inserter.registerPreprocessor(P);
}

void JsonMissingRegistrationCheck::registerFactMatchers(
    MatchFinder *Finder, MatchFinder::MatchCallback *CB) {
  // This check only asks for the context a call passes (Model.context()),
  // never for the list of all contexts: leave out the matcher that finds them.
  TidyjsonModel::registerMatchers(Finder, CB, /*ListContexts=*/false);
  Finder->addMatcher(cxxRecordDecl(isDefinition(), unless(isImplicit()),
                                   unless(isExpansionInSystemHeader()),
                                   hasAnyBase(cxxBaseSpecifier()))
                         .bind(DerivedId),
                     CB);
}

void JsonMissingRegistrationCheck::registerMatchers(MatchFinder *Finder) {
  registerFactMatchers(Finder, this);
  // Calls, including those in template instantiations: the types come from
  // the instantiation; reports are per call site. Only calls whose callee
  // is an entry point reach check(): a TU's calls are mostly the runtime's
  // own, in every instantiation of its templates, and deciding once per
  // callee keeps them cheap.
  Finder->addMatcher(callExpr(callee(functionDecl(matchesIf<FunctionDecl>(
                                  [this](const FunctionDecl &FD) {
                                    return Entries.isEntryPoint(&FD);
                                  }))))
                         .bind(CallId),
                     this);
}

void JsonMissingRegistrationCheck::check(
    const MatchFinder::MatchResult &Result) {
  if (Result.Context->getDiagnostics().hasUncompilableErrorOccurred())
    BrokenTU = true;
  if (Model.collect(Result))
    return;
  if (const auto *RD = Result.Nodes.getNodeAs<CXXRecordDecl>(DerivedId)) {
    ClassesWithBases.push_back(RD);
    return;
  }
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>(CallId);
  if (!Call || Call->isTypeDependent() || Call->isValueDependent())
    return;
  // Calls in the runtime itself, in other system headers, or in macros
  // defined there (the user did not write them) are not the user's.
  const SourceManager &SM = *Result.SourceManager;
  const SourceLocation Loc = Call->getBeginLoc();
  if (Loc.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Loc)) ||
      (Loc.isMacroID() && SM.isInSystemHeader(SM.getSpellingLoc(Loc))))
    return;
  Calls.push_back({Call, Call->getDirectCallee()});
}

void JsonMissingRegistrationCheck::onEndOfTranslationUnit() {
  // Under clangd only the main file's declarations were matched: the calls
  // reported are all there, but descriptions, contexts and the runtime's
  // markers may sit in headers. Gather those facts from the rest of the unit.
  if (!BrokenTU && Model.Ctx && !Calls.empty() && hasLimitedScope(*Model.Ctx))
    matchOutsideScope(
        *Model.Ctx,
        [this](MatchFinder &F, MatchFinder::MatchCallback *CB) {
          registerFactMatchers(&F, CB);
        },
        [this](const MatchFinder::MatchResult &R) { check(R); });
  if (!BrokenTU && Model.Ctx) {
    for (const CallSite &Site : Calls)
      analyze(Site);
    Fixes.emit(Model.Ctx->getSourceManager());
  }
  Fixes.clear();
  Calls.clear();
  Entries.clear();
  ClassesWithBases.clear();
  Reported.clear();
  ReportedRoots.clear();
  Model.clear();
  BrokenTU = false;
}

void JsonMissingRegistrationCheck::analyze(const CallSite &Site) {
  const SourceManager &SM = Model.Ctx->getSourceManager();
  const QualType Root = valueType(Site.Call, Site.Entry, Model);
  if (Root.isNull() || Root->isDependentType())
    return;
  const bool Reading =
      EntryPoints::direction(Site.Entry) == markers::role::Read;
  const SourceLocation CallLoc = SM.getExpansionLoc(Site.Call->getBeginLoc());
  // Everything reachable from the call's type; the walk is breadth first, so
  // the path it reports to a type is the shortest one.
  TypeWalk Walk(Model);
  std::vector<const Description *> Polymorphic;
  Walk.run({Root}, [&](QualType T, NodeKind Kind) {
    // The runtime's own verdict on the type, where the call instantiated
    // it (model/RuntimeGraph.h), decides; the model speaks for what the
    // runtime did not reach (the members of an undescribed class).
    const std::optional<StringRef> Verdict = Model.verdict(T, Reading);
    if (Kind == NodeKind::Undescribed) {
      if (Verdict == markers::defect::None)
        return false; // the runtime serves it after all
      reportUndescribed(CallLoc, T, Walk.path(T), Reading);
    } else if (Verdict && *Verdict != markers::defect::None) {
      reportRejected(CallLoc, T, Kind, *Verdict, Walk.path(T), Reading);
    }
    if (Kind == NodeKind::Polymorphic)
      if (const Description *P = Model.polymorphic(T))
        Polymorphic.push_back(P);
    return true; // an undescribed type's members need descriptions too
  });
  checkPolymorphic(CallLoc, Polymorphic);
  // The context the call passes, if any.
  const ContextInfo *Context = nullptr;
  for (const Expr *Arg : Site.Call->arguments())
    if (const CXXRecordDecl *RD = Model.contextRecord(Arg->getType()))
      Context = Model.context(RD);
  if (Context)
    checkContext(CallLoc, Root, Reading, *Context);
}

/// The classes of \p Classes that derive from \p Base and can be registered
/// with it: not abstract, not in a template.
static llvm::SmallVector<const CXXRecordDecl *, 8>
registrableDerived(llvm::ArrayRef<const CXXRecordDecl *> Classes,
                   const CXXRecordDecl *Base) {
  llvm::SmallVector<const CXXRecordDecl *, 8> Out;
  for (const CXXRecordDecl *RD : Classes)
    if (!RD->isAbstract() && !RD->isDependentContext() &&
        RD->isDerivedFrom(Base))
      Out.push_back(RD);
  return Out;
}

/// Classes derived from a polymorphic base, but not registered with it.
void JsonMissingRegistrationCheck::checkPolymorphic(
    SourceLocation CallLoc, llvm::ArrayRef<const Description *> Bases) {
  ASTContext &Ctx = *Model.Ctx;
  for (const Description *Base : Bases) {
    const CXXRecordDecl *BaseRD = Base->Described->getAsCXXRecordDecl();
    if (!BaseRD)
      continue;
    for (const CXXRecordDecl *RD :
         registrableDerived(ClassesWithBases, BaseRD)) {
      const QualType Derived = canonical(Ctx.getRecordType(RD));
      if (llvm::none_of(Base->Derived, [&](const DerivedEntry &E) {
            return canonical(E.Type) == Derived;
          }))
        reportUnregistered(CallLoc, *Base, RD);
    }
  }
}

/// Types missing from the context, and reading through a write-only one.
void JsonMissingRegistrationCheck::checkContext(SourceLocation CallLoc,
                                                QualType Root, bool Reading,
                                                const ContextInfo &Context) {
  TypeWalk Served(Model);
  Served.run(Context.Roots, [](QualType, NodeKind) { return true; });
  const unsigned Key = CallLoc.getRawEncoding();
  if (!Served.reached(Root) &&
      ReportedRoots.insert({Key, canonical(Root).getTypePtr()}).second)
    reportNotServed(CallLoc, Root, Context);
  if (Reading && Context.Mode == ContextInfo::Generation::FastPath &&
      Reported.insert({Key, Context.Record->getTypeForDecl()}).second)
    reportWriteOnly(CallLoc, Context);
}

//===--- Reports ----------------------------------------------------------===//

/// The macro that describes a type: TIDYJSON_ENUM, TIDYJSON_TYPE, or
/// TIDYJSON_DERIVED_TYPE for a class with a base (TIDYJSON_TYPE would drop
/// the base's members).
static StringRef macroFor(const CXXRecordDecl *RD, const EnumDecl *ED) {
  if (ED)
    return markers::MacroEnum;
  const CXXRecordDecl *Def = RD ? RD->getDefinition() : nullptr;
  return Def && Def->getNumBases() > 0 ? markers::MacroDerivedType
                                       : markers::MacroType;
}

void JsonMissingRegistrationCheck::reportUndescribed(SourceLocation CallLoc,
                                                     QualType Missing,
                                                     const std::string &Path,
                                                     bool Reading) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  const QualType C = canonical(Missing);
  if (!Reported.insert({CallLoc.getRawEncoding(), C.getTypePtr()}).second)
    return;
  const CXXRecordDecl *RD = C->getAsCXXRecordDecl();
  const auto *ET = C->getAs<EnumType>();
  const EnumDecl *ED = ET ? ET->getDecl() : nullptr;
  const NamedDecl *TypeDecl = RD ? static_cast<const NamedDecl *>(RD) : ED;
  // A type from a system header (a third-party library) cannot be described
  // where it is defined: it needs a converter.
  const bool Foreign =
      TypeDecl &&
      SM.isInSystemHeader(SM.getExpansionLoc(TypeDecl->getLocation()));
  const bool Defined = RD ? RD->hasDefinition() : (ED && ED->isComplete());
  const SharedFixes::ReportId R = Fixes.report(
      CallLoc, [this, CallLoc,
                // A type the fix does not describe reads as the user wrote it.
                Name = Foreign || !TypeDecl ? typeName(Missing, Ctx)
                                            : qualifiedTypeName(Missing, Ctx),
                Reading, Macro = macroFor(RD, ED), Foreign, Path, TypeDecl,
                Defined](const SharedFixes::Carried &F) {
        diag(CallLoc,
             "type '%0' is not described, so this call cannot %select{write|"
             "read}1 it; %select{add %2(...) after its definition|it is "
             "defined in a system header: give it a converter "
             "(TIDYJSON_CONVERTER, or tidyjson::with<...> on the member)|it "
             "is not a type tidyjson writes: give the member a converter "
             "(tidyjson::with<...>)}3")
            << Name << (Reading ? 1 : 0) << Macro
            << (TypeDecl ? (Foreign ? 1 : 0) : 2) << F.Fixes;
        if (Path.find(" -> ") != std::string::npos)
          diag(CallLoc, "'%0' is reached through %1", DiagnosticIDs::Note)
              << Name << Path;
        if (TypeDecl && !Foreign)
          diag(noteLocation(TypeDecl),
               Defined ? "%0 is defined here" : "%0 is only declared here",
               DiagnosticIDs::Note)
              << TypeDecl;
        SharedFixes::noteWhyNot(*this, F,
                                TypeDecl ? TypeDecl->getLocation() : CallLoc);
      });
  if (Foreign || !TypeDecl)
    return;
  // One registration per type (per class template), however many calls
  // reach it.
  const Decl *FixKey =
      ED ? static_cast<const Decl *>(ED->getCanonicalDecl()) : nullptr;
  if (RD) {
    const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD);
    FixKey = (CTSD ? CTSD->getSpecializedTemplate()->getTemplatedDecl() : RD)
                 ->getCanonicalDecl();
  }
  Fixes.share(R, {FixKey, RegistrationFix}, nullptr,
              [this, RD, ED, &Ctx](auto) {
                return describeType(RD, ED, Ctx, PP, Inserter);
              });
}

/// A type the runtime rejects that the model took for built in: a standard
/// class it has no family for, a map whose key cannot be a member name, a
/// map that can repeat a key, an integer wider than 64 bits, or, for a read,
/// a type that can only be written. None has a fix: the member needs another
/// type or a converter.
void JsonMissingRegistrationCheck::reportRejected(SourceLocation CallLoc,
                                                  QualType T, NodeKind Kind,
                                                  StringRef Verdict,
                                                  const std::string &Path,
                                                  bool Reading) {
  namespace defect = markers::defect;
  // Described types are the model's to judge (a description the runtime
  // sees differently is no reason for a second report); a map the runtime
  // calls undescribed because its key is has the key reported instead.
  if (Kind == NodeKind::Object || Kind == NodeKind::Enum ||
      Kind == NodeKind::Converter || Kind == NodeKind::Polymorphic ||
      (Verdict == defect::WriteOnly && !Reading))
    return;
  if (Verdict == defect::Undescribed) {
    if (llvm::none_of(Model.runtimeChildren(T), [&](QualType Part) {
          return Model.verdict(Part, Reading) == defect::Undescribed;
        }))
      reportUndescribed(CallLoc, T, Path, Reading);
    return;
  }
  // The diagnostic's %select index; a verdict this check does not know
  // leaves it silent.
  const int Which = llvm::StringSwitch<int>(Verdict)
                        .Case(defect::MapKey, 0)
                        .Case(defect::RepeatedKeys, 1)
                        .Case(defect::WideInteger, 2)
                        .Case(defect::WriteOnly, 3)
                        .Default(-1);
  const QualType C = canonical(T);
  if (Which < 0 ||
      !Reported.insert({CallLoc.getRawEncoding(), C.getTypePtr()}).second)
    return;
  ASTContext &Ctx = *Model.Ctx;
  // The key is the first of the map's children in the runtime's graph.
  QualType Key;
  if (Which == 0) {
    const llvm::SmallVector<QualType, 2> Parts = Model.runtimeChildren(C);
    Key = Parts.empty() ? templateTypeArg(C, 0) : Parts.front();
  }
  Fixes.report(CallLoc, [this, CallLoc, Which, Reading,
                         Name = qualifiedTypeName(T, Ctx),
                         KeyName = Key.isNull() ? std::string()
                                                : qualifiedTypeName(Key, Ctx),
                         Path](const SharedFixes::Carried &) {
    diag(CallLoc,
         "%select{map '%0' has keys of type '%1', which cannot be JSON member "
         "names|map '%0' can hold a key twice, which a JSON object cannot|"
         "type '%0' is an integer wider than 64 bits|type '%0' can be written "
         "but not read}2, so this call cannot %select{write|read}3 it; "
         "%select{key it by a string, an integer, a described enumeration or "
         "tidyjson::uuid|use a map of vectors, or a vector of pairs|use "
         "tidyjson::decimal, two 64-bit members, or a converter to a string|"
         "read into an owning type (std::unique_ptr for a raw pointer, "
         "std::string for a C string or a std::string_view key, a container "
         "with clear() and push_back or insert)}2")
        << Name << KeyName << Which << (Reading ? 1 : 0);
    if (Path.find(" -> ") != std::string::npos)
      diag(CallLoc, "'%0' is reached through %1", DiagnosticIDs::Note)
          << Name << Path;
  });
}

void JsonMissingRegistrationCheck::reportUnregistered(
    SourceLocation CallLoc, const Description &Base,
    const CXXRecordDecl *Derived) {
  ASTContext &Ctx = *Model.Ctx;
  if (!Reported
           .insert({CallLoc.getRawEncoding(),
                    Ctx.getRecordType(Derived).getTypePtr()})
           .second)
    return;
  const Description *DerivedDesc = Model.describe(Ctx.getRecordType(Derived));
  const bool Described =
      DerivedDesc && DerivedDesc->Kind == DescriptionKind::Object;
  const CXXRecordDecl *BaseRD = Base.Described->getAsCXXRecordDecl();
  std::string WhyNot;
  if (!Described)
    WhyNot = "describe '" + Derived->getQualifiedNameAsString() +
             "' first, with " + markers::MacroDerivedType.str() + "(" +
             Derived->getQualifiedNameAsString() + ", " +
             BaseRD->getQualifiedNameAsString() + ", members...)";
  const SharedFixes::ReportId R = Fixes.report(
      CallLoc, [this, CallLoc, Derived, BaseRD,
                // The user's TIDYJSON_POLYMORPHIC line, not
                // the runtime macro that declares the function.
                Registrations = Ctx.getSourceManager().getExpansionLoc(
                    Base.Function->getLocation()),
                WhyNot](const SharedFixes::Carried &F) {
        // Qualified names: two derived classes of one name in different
        // namespaces are two findings, not one message said twice (which
        // clang-tidy would print once).
        diag(CallLoc, "%q0 derives from polymorphic %q1 but is not "
                      "registered with it; writing or reading one fails at "
                      "run time")
            << Derived << BaseRD << F.Fixes;
        diag(Registrations, "%q0 registers its derived types here",
             DiagnosticIDs::Note)
            << BaseRD;
        diag(noteLocation(Derived), "%q0 is defined here", DiagnosticIDs::Note)
            << Derived;
        if (!WhyNot.empty())
          diag(noteLocation(Derived), "no automatic fix: %0",
               DiagnosticIDs::Note)
              << WhyNot;
        SharedFixes::noteWhyNot(*this, F, noteLocation(Derived));
      });
  if (Described)
    Fixes.share(R, {Derived->getCanonicalDecl(), DerivedFix}, nullptr,
                [this, &Base, Derived, &Ctx](auto) {
                  // The other classes a fix could register with the base.
                  const CXXRecordDecl *BaseRD =
                      Base.Described->getAsCXXRecordDecl();
                  return registerDerived(
                      Base, Derived,
                      BaseRD ? registrableDerived(ClassesWithBases, BaseRD)
                             : llvm::SmallVector<const CXXRecordDecl *, 8>(),
                      Ctx);
                });
}

/// A type missing from a context's roots. One fix per context adds every
/// missing type once (of the reports not suppressed by NOLINT).
void JsonMissingRegistrationCheck::reportNotServed(SourceLocation CallLoc,
                                                   QualType Root,
                                                   const ContextInfo &Context) {
  ASTContext &Ctx = *Model.Ctx;
  const CXXRecordDecl *CtxRD = Context.Record;
  const SharedFixes::ReportId R = Fixes.report(
      CallLoc, [this, CallLoc, CtxRD, Name = qualifiedTypeName(Root, Ctx)](
                   const SharedFixes::Carried &F) {
        diag(CallLoc, "type '%0' is not served by context %1; add it to the "
                      "context's root types")
            << Name << CtxRD << F.Fixes;
        diag(noteLocation(CtxRD), "context %0 is declared here",
             DiagnosticIDs::Note)
            << CtxRD;
        SharedFixes::noteWhyNot(*this, F, noteLocation(CtxRD));
      });
  Fixes.share(R, {CtxRD, RootsFix}, canonical(Root).getTypePtr(),
              [CtxRD, &Ctx](llvm::ArrayRef<const void *> Types) {
                llvm::SmallVector<QualType, 4> Roots;
                for (const void *T : Types)
                  Roots.push_back(QualType(static_cast<const Type *>(T), 0));
                return addRoots(CtxRD, Roots, Ctx);
              });
}

/// A read through a context generated with generation::fast_path, which
/// only writes. generation::both writes exactly as fast_path does (the fast
/// path still serves every type it can) and reads too: the fix switches the
/// setting, once per context.
void JsonMissingRegistrationCheck::reportWriteOnly(SourceLocation CallLoc,
                                                   const ContextInfo &Context) {
  ASTContext &Ctx = *Model.Ctx;
  const CXXRecordDecl *CtxRD = Context.Record;
  const SharedFixes::ReportId R = Fixes.report(
      CallLoc, [this, CallLoc, CtxRD](const SharedFixes::Carried &F) {
        diag(CallLoc,
             "context %0 is generated with tidyjson::generation::fast_path, "
             "which only writes; reading needs generation::both or "
             "generation::metadata")
            << CtxRD << F.Fixes;
        diag(noteLocation(CtxRD), "context %0 is declared here",
             DiagnosticIDs::Note)
            << CtxRD;
        SharedFixes::noteWhyNot(*this, F, noteLocation(CtxRD));
      });
  Fixes.share(R, {CtxRD, GenerationFix}, nullptr,
              [&Context, &Ctx](auto) { return switchToBoth(Context, Ctx); });
}

} // namespace clang::tidy::json
