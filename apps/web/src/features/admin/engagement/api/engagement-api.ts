import type {
  ComplaintStatus,
  ContactMessage,
  ContactMessageList,
  ContactStatus,
  FeedbackResults,
  NewsletterStatus,
  NewsletterSubscriberList,
  StaffComplaint,
  StaffComplaintList,
  StaffComplaintReply,
} from '@shop/domain'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** Complaints, contact messages, feedback results and newsletter subscribers for staff. */

export interface StatusFilters<S extends string> {
  status?: S
  page: number
}

const complaintPath = (id: string) => `/api/staff/complaints/${encodeURIComponent(id)}`

export const engagementApi = {
  complaints: (f: StatusFilters<ComplaintStatus>, signal?: AbortSignal) => api.get<StaffComplaintList>('/api/staff/complaints', { ...f }, signal),
  complaint: (id: string, signal?: AbortSignal) => api.get<StaffComplaint>(complaintPath(id), undefined, signal),
  reply: (id: string, body: StaffComplaintReply) => api.post<StaffComplaint>(`${complaintPath(id)}/reply`, body),
  contactMessages: (f: StatusFilters<ContactStatus>, signal?: AbortSignal) => api.get<ContactMessageList>('/api/staff/contact-messages', { ...f }, signal),
  markHandled: (id: string) => api.post<ContactMessage>(`/api/staff/contact-messages/${encodeURIComponent(id)}/handled`),
  feedback: (signal?: AbortSignal) => api.get<FeedbackResults>('/api/staff/feedback/results', undefined, signal),
  subscribers: (f: StatusFilters<NewsletterStatus>, signal?: AbortSignal) => api.get<NewsletterSubscriberList>('/api/staff/newsletter', { ...f }, signal),
}

export const engagementKeys = {
  complaints: (f: StatusFilters<ComplaintStatus>) => ['staff', 'complaints', f] as const,
  complaint: (id: string) => ['staff', 'complaint', id] as const,
  contactMessages: (f: StatusFilters<ContactStatus>) => ['staff', 'contact-messages', f] as const,
  feedback: ['staff', 'feedback'] as const,
  subscribers: (f: StatusFilters<NewsletterStatus>) => ['staff', 'newsletter', f] as const,
}

export function useStaffComplaints(f: StatusFilters<ComplaintStatus>) {
  return useQuery({ queryKey: engagementKeys.complaints(f), queryFn: ({ signal }) => engagementApi.complaints(f, signal), placeholderData: keepPreviousData })
}

export function useStaffComplaint(id: string) {
  return useQuery({ queryKey: engagementKeys.complaint(id), queryFn: ({ signal }) => engagementApi.complaint(id, signal) })
}

/** The answer is the thread as it is now; lists and the dashboard's open count follow. */
export function useReplyToComplaint(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: StaffComplaintReply) => engagementApi.reply(id, body),
    onSuccess: (complaint) => client.setQueryData(engagementKeys.complaint(id), complaint),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'], predicate: (q) => q.queryKey[1] !== 'complaint' }),
  })
}

export function useContactMessages(f: StatusFilters<ContactStatus>) {
  return useQuery({ queryKey: engagementKeys.contactMessages(f), queryFn: ({ signal }) => engagementApi.contactMessages(f, signal), placeholderData: keepPreviousData })
}

export function useMarkHandled() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => engagementApi.markHandled(id),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  })
}

export function useFeedbackResults() {
  return useQuery({ queryKey: engagementKeys.feedback, queryFn: ({ signal }) => engagementApi.feedback(signal) })
}

export function useSubscribers(f: StatusFilters<NewsletterStatus>) {
  return useQuery({ queryKey: engagementKeys.subscribers(f), queryFn: ({ signal }) => engagementApi.subscribers(f, signal), placeholderData: keepPreviousData })
}
